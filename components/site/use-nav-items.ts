import { useTranslations } from "next-intl";
import { SERVICE_SLUGS } from "@/content/services";
import type { NavItem } from "./nav-dropdown-menu";

/** The navigation bar's links, translated: shared by the desktop bar and the mobile menu. */
export function useNavItems() {
  const t = useTranslations("Nav");
  const names = useTranslations("ServiceNames");
  const services: NavItem[] = SERVICE_SLUGS.map((slug) => ({ href: `/services/${slug}`, label: names(slug) }));
  const about: NavItem[] = [
    { href: "/about", label: t("aboutUs") },
    { href: "/about#story", label: t("ourStory") },
    { href: "/reviews", label: t("reviews") },
  ];
  return {
    home: { href: "/", label: t("home") },
    allServices: { href: "/services", label: t("allServices") },
    services,
    about,
    contact: { href: "/contact", label: t("contact") },
    book: { href: "/book-appointment", label: t("bookAppointment") },
  };
}
