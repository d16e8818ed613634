"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useTransition } from "react";
import type { UseFormReturn } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { scheduleAppointment, type ScheduleResult } from "@/lib/actions/schedule-appointment";
import type { BookingRefusalKey } from "@/lib/rules/booking-errors";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";
import { ISSUE_DESCRIPTION_MAX } from "@/lib/rules/business-rules";
import type { BookingInput, BookingValues } from "@/lib/validation/booking";

/**
 * Sends a valid form to the server action and tells the user how it went.
 * Busy is said once, by a transition: it starts when the valid form is
 * handed over (react-hook-form's isSubmitting covers the validation before
 * that, with no gap between the two) and, on success, lasts until the
 * dashboard replaces the page, as the navigation runs inside it. The button
 * is disabled all that time, so one click books at most once. Date and time
 * in the success toast are the shop's (next-intl's time zone). A booking
 * guard's refusal (horizon, upcoming cap, unconfirmed email) goes to
 * `onRefused` for the form to show in place; each new try clears it.
 */
export function useBookingSubmit({
  form,
  onTaken,
  onRefused,
}: {
  form: UseFormReturn<BookingInput, unknown, BookingValues>;
  onTaken: () => void;
  onRefused: (refusal: BookingRefusalKey | null) => void;
}) {
  const t = useTranslations("Booking");
  const format = useFormatter();
  const router = useRouter();
  const [sending, startTransition] = useTransition();

  const submit = () => {
    onRefused(null);
    startTransition(async () => {
      const result = await scheduleAppointment(form.getValues()).catch((): ScheduleResult => ({ ok: false, error: "generic", refused: false }));
      if (!result.ok) {
        if (result.refused) onRefused(result.error);
        else if (result.error === "missing") toast.error(t("missing.title"), { description: t("missing.description") });
        else if (result.error === "tooLong") toast.error(t("tooLong", { max: ISSUE_DESCRIPTION_MAX }));
        else toast.error(t("errors.title"), { description: t(`errors.${result.error}`) });
        if (result.error === "taken" || result.error === "closed") onTaken();
        return;
      }
      const start = new Date(result.appointmentDate);
      toast.success(t("success.title"), {
        description: t("success.description", {
          date: format.dateTime(start, dateFormat),
          time: formatTimeWith(format, start),
        }),
      });
      router.push("/dashboard?tab=appointments");
    });
  };

  return { submit, busy: form.formState.isSubmitting || sending };
}
