"use client";

import { format } from "date-fns";
import { enUS, es } from "date-fns/locale";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useMemo, type Ref } from "react";
import { Calendar } from "@/components/ui/calendar";
import { FieldDescription, FieldLegend, FieldSet } from "@/components/ui/field";
import { businessDay, businessToday, dateKey, isBookableDate, lastBookableDate } from "@/lib/booking/time";
import { BOOKING_LIMITS, BUSINESS_TIME_ZONE } from "@/lib/business-rules";

/**
 * The booking calendar (react-day-picker), computed in the shop's time zone so
 * every visitor, whatever their own zone, sees the shop's days: past days,
 * days after the booking horizon (no month after its last day is shown),
 * Saturdays and Sundays are disabled; weeks start on Sunday in English and
 * Monday in Spanish; every day button is announced as a full date in which the
 * number it shows stands as a word ("Sunday, December 27, 2026", not "27th"),
 * so speech input that says the number reaches it.
 */
export function DateField({ value, onChange, containerRef }: { value: string; onChange: (date: string) => void; containerRef?: Ref<HTMLFieldSetElement> }) {
  const t = useTranslations("Booking");
  const locale = useLocale();
  const dateLocale = locale === "es" ? es : enUS;
  const formatter = useFormatter();
  const [today, lastDay] = useMemo(() => [businessDay(businessToday()), businessDay(lastBookableDate())], []);

  return (
    <FieldSet ref={containerRef} className="gap-2" aria-describedby="booking-date-hint booking-date-horizon">
      <FieldLegend variant="label" className="mb-1">
        {t("date")}
      </FieldLegend>
      <FieldDescription id="booking-date-hint">{t("dateHint")}</FieldDescription>
      <FieldDescription id="booking-date-horizon">
        {t("horizonHint", { days: BOOKING_LIMITS.horizonDays, date: formatter.dateTime(lastDay, { dateStyle: "long" }) })}
      </FieldDescription>
      <Calendar
        mode="single"
        timeZone={BUSINESS_TIME_ZONE}
        today={today}
        selected={value ? businessDay(value) : undefined}
        defaultMonth={value ? businessDay(value) : today}
        onSelect={(day) => day && onChange(dateKey(day))}
        startMonth={today}
        endMonth={lastDay}
        locale={dateLocale}
        weekStartsOn={locale === "es" ? 1 : 0}
        disabled={(day) => !isBookableDate(dateKey(day))}
        labels={{
          labelDayButton: (day, modifiers) => {
            let label = format(day, locale === "es" ? "PPPP" : "EEEE, MMMM d, yyyy", { locale: dateLocale });
            if (modifiers.today) label = t("calendarToday", { date: label });
            if (modifiers.selected) label = t("calendarSelected", { date: label });
            return label;
          },
          labelNext: () => t("nextMonth"),
          labelPrevious: () => t("previousMonth"),
        }}
        className="w-fit max-w-full rounded-md border"
      />
    </FieldSet>
  );
}
