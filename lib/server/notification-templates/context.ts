import { createTranslator, type Messages } from "next-intl";
import { formatDate, formatDay, formatTime } from "@/lib/rules/date-time";
import { serviceName } from "@/lib/rules/service-name";
import { localizePath } from "@/i18n/locale-from-path";
import type { Locale } from "@/i18n/routing";
import { site } from "@/lib/site/business-profile";
import { isServiceType } from "@/lib/rules/business-rules";
import { isReviewServiceOption } from "@/lib/validation/review-options";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import type { AppointmentPayload } from "@/lib/rules/notification-kinds";

// Imported statically: the deliverer runs outside any request, so there is no
// next-intl request config to ask, and the recipient's locale is the row's.
const catalogs: Record<Locale, Messages> = { en, es };

export interface ContextOptions {
  now: Date;
  unsubscribeUrl?: string;
}

/**
 * Everything a template needs in the recipient's language: the Emails
 * messages, the site's own formats on the shop's clock, localized service
 * names, and absolute links with the locale's prefix.
 */
export function emailContext(locale: Locale, { now, unsubscribeUrl }: ContextOptions) {
  const messages = catalogs[locale];
  const t = createTranslator({ locale, messages, namespace: "Emails" });
  const types = createTranslator({ locale, messages, namespace: "ServiceTypes" });
  const names = createTranslator({ locale, messages, namespace: "ServiceNames" });
  const zone = createTranslator({ locale, messages, namespace: "Common" })("businessTimeZone");

  return {
    locale,
    now,
    /** The shop's time zone in words: "Central Time (Austin)". */
    zone,
    unsubscribeUrl,
    t,
    /** The texts of the calendar event, the same as the dashboard's .ics download. */
    calendar: createTranslator({ locale, messages, namespace: "Dashboard.appointments.calendar" }),
    requestStatus: createTranslator({ locale, messages, namespace: "RequestStatus" }),
    /** The appointment statuses in the dashboard's words, so an email and the dashboard never disagree. */
    appointmentStatus: createTranslator({ locale, messages, namespace: "AppointmentStatus" }),
    /** An absolute link to a page of the site in the recipient's language. */
    url: (path: string) => `${site.url}${localizePath(locale, path)}`,
    appointmentService: (a: Pick<AppointmentPayload, "service_name" | "translation_key">) =>
      serviceName(types, { service_name: a.service_name, service_key: a.translation_key }),
    requestService: (type: string) => (isServiceType(type) ? types(type) : type),
    reviewService: (slug: string) => (isReviewServiceOption(slug) ? names(slug) : slug),
    /** An instant on the shop's clock, in the site's one date and time style (lib/rules/date-time.ts). */
    when(iso: string) {
      const date = formatDate(iso, locale);
      const time = formatTime(iso, locale);
      return {
        /** "Tuesday, December 1": subjects. */
        short: formatDay(iso, locale),
        date,
        time,
        /** "Tuesday, December 1, 2026 at 2:00 PM, Central Time (Austin)". */
        full: t("common.dateTime", { date, time, zone }),
      };
    },
    greeting: (name: string | null) => (name ? t("common.greeting", { name: firstName(name) }) : t("common.greetingNoName")),
    minutes: (count: number) => t("common.minutes", { count }),
  };
}

export type EmailContext = ReturnType<typeof emailContext>;

/** "Ana María López" -> "Ana": greetings use the first name only. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** A single line of user-entered text, for subjects and headings. */
export const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();
