"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode, Ref } from "react";
import { FieldDescription, FieldError, FieldLegend, FieldSet } from "@/components/ui/field";
import type { SlotState } from "@/lib/rules/booking-availability";
import { BOOKING_DAY_END } from "@/lib/rules/business-rules";
import { formatClock } from "@/lib/rules/date-time";
import { cn } from "@/lib/ui/class-names";

export type SlotsStatus = "noDate" | "loading" | "ready" | "unknown";

/**
 * The bookable time slots as native radio buttons (arrow keys move between the
 * free ones), labelled on the shop's clock. Taken, past and too-late slots stay
 * listed but disabled, struck through and announced with the reason.
 * `error` (optional) is shown under them and describes the group. Columns are
 * as many as fit at 5.75rem each, the width of the longest label ("11:30 a. m."),
 * so labels never overflow whatever space the form leaves them.
 */
export function SlotPicker({
  containerRef,
  ...props
}: {
  name: string;
  value: string;
  slots: readonly { slot: string; state: SlotState }[];
  status: SlotsStatus;
  onChange: (slot: string) => void;
  containerRef?: Ref<HTMLFieldSetElement>;
  error?: ReactNode;
}) {
  const t = useTranslations("Booking");
  const zone = useTranslations("Common")("businessTimeZone");
  const locale = useLocale();
  const end = formatClock(BOOKING_DAY_END, locale);
  const free = props.slots.some((s) => s.state === "free");
  const note = { noDate: t("pickDateFirst"), loading: t("loadingSlots"), unknown: t("slotsUnknown"), ready: free ? null : t("noFreeSlots") }[props.status];

  return (
    <FieldSet ref={containerRef} role="radiogroup" className="gap-2" aria-describedby={props.error ? "booking-time-zone booking-time-error" : "booking-time-zone"} aria-busy={props.status === "loading"}>
      <FieldLegend variant="label" className="mb-1">
        {t("time")}
      </FieldLegend>
      <FieldDescription id="booking-time-zone">{t("timeZoneNote", { zone })}</FieldDescription>
      <p role="status" className={cn("text-sm text-muted-foreground", !note && "sr-only")}>
        {note}
      </p>
      {props.status === "noDate" ? null : (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(5.75rem,1fr))] gap-2">
          {props.slots.map(({ slot, state }) => {
            const time = formatClock(slot, locale);
            const disabled = state !== "free";
            return (
              <label key={slot} className="relative">
                <input
                  type="radio"
                  name={props.name}
                  value={slot}
                  checked={props.value === slot}
                  disabled={disabled}
                  onChange={() => props.onChange(slot)}
                  aria-label={state === "free" ? time : t(`slotState.${state}`, { time, end })}
                  className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
                />
                <span
                  aria-hidden
                  className={cn(
                    "flex h-11 items-center justify-center rounded-md border border-input bg-background text-sm font-medium whitespace-nowrap transition-colors select-none",
                    "peer-[:hover:enabled:not(:checked)]:bg-accent peer-[:hover:enabled:not(:checked)]:text-accent-foreground",
                    "peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground",
                    "peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring peer-focus-visible:ring-offset-1 peer-focus-visible:ring-offset-background",
                    "peer-disabled:border-dashed peer-disabled:bg-background peer-disabled:text-muted-foreground peer-disabled:line-through",
                  )}
                >
                  {time}
                </span>
              </label>
            );
          })}
        </div>
      )}
      {props.error ? <FieldError id="booking-time-error">{props.error}</FieldError> : null}
    </FieldSet>
  );
}
