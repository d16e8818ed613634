"use client";

import { format } from "date-fns";
import { enUS, es } from "date-fns/locale";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, type Ref } from "react";
import { Calendar } from "@/components/ui/calendar";
import { FieldDescription, FieldLegend, FieldSet } from "@/components/ui/field";
import { businessDay, businessToday, dateKey, isBookableDate } from "@/lib/booking/time";
import { BUSINESS_TIME_ZONE } from "@/lib/business-rules";

/**
 * The booking calendar (react-day-picker), computed in the shop's time zone so
 * every visitor, whatever their own zone, sees the shop's days: past days,
 * Saturdays and Sundays are disabled; weeks start on Sunday in English and
 * Monday in Spanish; every day button is announced as a full date.
 */
export function DateField({ value, onChange, containerRef }: { value: string; onChange: (date: string) => void; containerRef?: Ref<HTMLFieldSetElement> }) {
  const t = useTranslations("Booking");
  const locale = useLocale();
  const dateLocale = locale === "es" ? es : enUS;
  const today = useMemo(() => businessDay(businessToday()), []);

  return (
    <FieldSet ref={containerRef} className="gap-2" aria-describedby="booking-date-hint">
      <FieldLegend variant="label" className="mb-1">
        {t("date")}
      </FieldLegend>
      <FieldDescription id="booking-date-hint">{t("dateHint")}</FieldDescription>
      <Calendar
        mode="single"
        timeZone={BUSINESS_TIME_ZONE}
        today={today}
        selected={value ? businessDay(value) : undefined}
        defaultMonth={value ? businessDay(value) : today}
        onSelect={(day) => day && onChange(dateKey(day))}
        startMonth={today}
        locale={dateLocale}
        weekStartsOn={locale === "es" ? 1 : 0}
        disabled={(day) => !isBookableDate(dateKey(day))}
        labels={{
          labelDayButton: (day, modifiers) => {
            let label = format(day, "PPPP", { locale: dateLocale });
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
