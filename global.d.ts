import type { routing } from "@/i18n/routing";
import type messages from "./messages/en.json";

// Typed messages and locales for next-intl (t("Nav.home") is checked at compile time).
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
