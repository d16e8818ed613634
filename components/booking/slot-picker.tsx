"use client";

import { useTranslations } from "next-intl";
import { BOOKING_SLOTS } from "@/lib/business-rules";
import { slotLabel } from "@/lib/booking/time";
import { cn } from "@/lib/utils";

/** The spec's time slots as a radio group; unavailable ones stay visible but disabled. */
export function SlotPicker({ value, unavailable, onChange }: { value: string | null; unavailable: readonly string[]; onChange: (slot: string) => void }) {
  const t = useTranslations("Booking");
  return (
    <div role="radiogroup" aria-labelledby="booking-time-label" aria-describedby="booking-time-zone" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {BOOKING_SLOTS.map((slot) => {
        const disabled = unavailable.includes(slot);
        const checked = value === slot;
        return (
          <button
            key={slot}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={disabled ? t("slotTaken", { time: slotLabel(slot) }) : slotLabel(slot)}
            disabled={disabled}
            onClick={() => onChange(slot)}
            className={cn(
              "h-11 rounded-md border text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none",
              checked ? "border-primary bg-primary text-primary-foreground" : "border-input bg-background hover:bg-accent",
              disabled && "cursor-not-allowed border-dashed text-muted-foreground line-through opacity-70 hover:bg-background",
            )}
          >
            {slotLabel(slot)}
          </button>
        );
      })}
    </div>
  );
}
