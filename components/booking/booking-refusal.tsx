"use client";

import { useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { BookingRefusalKey } from "@/lib/rules/booking-errors";
import { BOOKING_LIMITS } from "@/lib/rules/business-rules";

/** A booking guard's refusal, shown in the form above its buttons and announced (role="alert"). */
export function BookingRefusal({ refusal }: { refusal: BookingRefusalKey | null }) {
  const t = useTranslations("Booking");
  if (!refusal) return null;
  return (
    <Alert variant="destructive" data-refusal={refusal}>
      <AlertTitle>{t("errors.title")}</AlertTitle>
      <AlertDescription>{t(`refusals.${refusal}`, { days: BOOKING_LIMITS.horizonDays, max: BOOKING_LIMITS.maxUpcoming })}</AlertDescription>
    </Alert>
  );
}
