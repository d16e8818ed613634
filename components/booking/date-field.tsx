"use client";

import { enUS, es } from "date-fns/locale";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { createContext, useContext, useMemo, type Ref } from "react";
import { DayButton, type DayButtonProps } from "react-day-picker";
import { Calendar } from "@/components/ui/calendar";
import { FieldDescription, FieldLegend, FieldSet } from "@/components/ui/field";
import { closedDays, type Closure } from "@/lib/rules/booking-closures";
import { businessDay, businessToday, dateKey, isBookableDate, lastBookableDate } from "@/lib/rules/booking-time";
import { BOOKING_LIMITS, BUSINESS_TIME_ZONE } from "@/lib/rules/business-rules";
import { dateFormat } from "@/lib/rules/date-time";
import { ClosureList } from "./closure-list";

/**
 * The booking calendar (react-day-picker), computed in the shop's time zone so
 * every visitor, whatever their own zone, sees the shop's days: past days,
 * days after the booking horizon (no month after its last day is shown),
 * Saturdays and Sundays, and days the shop is closed all day are disabled
 * (a closed day shows its reason on hover, in its label, and in the list of
 * closures under the calendar, which also names closures of part of a day);
 * weeks start on Sunday in English and Monday in Spanish; every day button is
 * announced as a full date in which the number it shows stands as a word
 * ("Sunday, December 27, 2026", not "27th"), so speech input that says the
 * number reaches it.
 */
/** Why each closed day ("YYYY-MM-DD") is closed, in the page's language. */
const ClosedReasons = createContext<ReadonlyMap<string, string>>(new Map());

/**
 * A day of the calendar with its closure reason as its title (shown on
 * hover). Declared once, here: a component declared inside DateField would be
 * a new type on every render, and React would replace every day button each
 * time the form re-rendered.
 */
function DayWithReason(props: DayButtonProps) {
  const reasons = useContext(ClosedReasons);
  return <DayButton {...props} title={reasons.get(dateKey(props.day.date))} />;
}

export function DateField({
  value,
  onChange,
  containerRef,
  closures = [],
  idPrefix = "booking",
}: {
  value: string;
  onChange: (date: string) => void;
  containerRef?: Ref<HTMLFieldSetElement>;
  closures?: readonly Closure[];
  /** Prefix of the ids the descriptions use, unique per form on the page. */
  idPrefix?: string;
}) {
  const t = useTranslations("Booking");
  const locale = useLocale();
  const dateLocale = locale === "es" ? es : enUS;
  const formatter = useFormatter();
  const [today, lastDay] = useMemo(() => [businessDay(businessToday()), businessDay(lastBookableDate())], []);
  const closed = useMemo(() => closedDays(closures, locale), [closures, locale]);
  const ids = { hint: `${idPrefix}-date-hint`, horizon: `${idPrefix}-date-horizon`, closures: `${idPrefix}-date-closures` };

  return (
    <FieldSet
      ref={containerRef}
      className="gap-2"
      aria-describedby={[ids.hint, ids.horizon, closures.length > 0 ? ids.closures : null].filter(Boolean).join(" ")}
    >
      <FieldLegend variant="label" className="mb-1">
        {t("date")}
      </FieldLegend>
      {/* As wide as the calendar at most: a long date here must not squeeze the time slots beside it. */}
      <FieldDescription id={ids.hint} className="md:max-w-xs">
        {t("dateHint")}
      </FieldDescription>
      <FieldDescription id={ids.horizon} className="md:max-w-xs">
        {t("horizonHint", { days: BOOKING_LIMITS.horizonDays, date: formatter.dateTime(lastDay, dateFormat) })}
      </FieldDescription>
      <ClosedReasons.Provider value={closed}>
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
          disabled={(day) => !isBookableDate(dateKey(day)) || closed.has(dateKey(day))}
          modifiers={{ closed: (day) => closed.has(dateKey(day)) }}
          modifiersClassNames={{ closed: "[&>button]:bg-muted" }}
          components={{ DayButton: DayWithReason }}
          labels={{
            labelDayButton: (day, modifiers) => {
              let label = formatter.dateTime(day, dateFormat);
              const reason = closed.get(dateKey(day));
              if (reason) label = t("calendarClosed", { date: label, reason });
              if (modifiers.today) label = t("calendarToday", { date: label });
              if (modifiers.selected) label = t("calendarSelected", { date: label });
              return label;
            },
            labelNext: () => t("nextMonth"),
            labelPrevious: () => t("previousMonth"),
          }}
          className="w-fit max-w-full rounded-md border"
        />
      </ClosedReasons.Provider>
      <ClosureList id={ids.closures} closures={closures} />
    </FieldSet>
  );
}
