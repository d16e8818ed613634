"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { reasonIn, type Closure } from "@/lib/rules/booking-closures";
import { businessDay } from "@/lib/rules/booking-time";
import { dayFormat, formatClock } from "@/lib/rules/date-time";

/** The coming closures in words, under the calendar: what a disabled day cannot say to a keyboard user. */
export function ClosureList({ id, closures }: { id: string; closures: readonly Closure[] }) {
  const t = useTranslations("Booking.closures");
  const format = useFormatter();
  const locale = useLocale();
  if (closures.length === 0) return null;
  const day = (date: string) => format.dateTime(businessDay(date), dayFormat);

  return (
    <div id={id} className="max-w-xs text-sm text-muted-foreground">
      <span className="font-medium">{t("title")}</span>
      <ul className="mt-1 flex flex-col gap-0.5">
        {closures.map((closure) => {
          const days = closure.startsOn === closure.endsOn ? day(closure.startsOn) : t("range", { from: day(closure.startsOn), to: day(closure.endsOn) });
          const hours =
            closure.closedFrom && closure.closedUntil
              ? t("hours", { from: formatClock(closure.closedFrom, locale), until: formatClock(closure.closedUntil, locale) })
              : t("allDay");
          return (
            <li key={`${closure.startsOn}-${closure.closedFrom ?? "day"}-${closure.reason.en}`}>
              {t("item", { days, hours, reason: reasonIn(closure, locale) })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
