import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { Closure } from "@/lib/rules/booking-closures";
import { businessDay } from "@/lib/rules/booking-time";
import { dateFormat, formatClock } from "@/lib/rules/date-time";

/**
 * A closure in words, in the active language: `dates` (one day, or a range)
 * and `hours` ("All day", or from–until on the shop's clock). Days are the
 * shop's calendar days; next-intl formats in the shop's zone. Works in server
 * and client components alike.
 */
export function useClosureText() {
  const t = useTranslations("Admin.schedule.closures");
  const format = useFormatter();
  const locale = useLocale();
  return (closure: Pick<Closure, "startsOn" | "endsOn" | "closedFrom" | "closedUntil">) => ({
    dates:
      closure.startsOn === closure.endsOn
        ? format.dateTime(businessDay(closure.startsOn), dateFormat)
        : format.dateTimeRange(businessDay(closure.startsOn), businessDay(closure.endsOn), dateFormat),
    hours:
      closure.closedFrom && closure.closedUntil
        ? t("hours", { from: formatClock(closure.closedFrom, locale), until: formatClock(closure.closedUntil, locale) })
        : t("allDay"),
  });
}
