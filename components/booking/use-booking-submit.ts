"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { scheduleAppointment } from "@/lib/actions/schedule-appointment";
import { isBookingRefusal, type BookingRefusalKey } from "@/lib/booking/errors";
import type { BookingInput, BookingValues } from "@/lib/validation/booking";

/**
 * Sends a valid form to the server action and tells the user how it went
 *. The button stays disabled from the first click until the
 * dashboard replaces the page, so one click books at most once. Date and time
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
  const [done, setDone] = useState(false);
  const sending = useRef(false);

  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    onRefused(null);
    const result = await scheduleAppointment(form.getValues()).catch(() => ({ ok: false, error: "generic" }) as const);
    if (!result.ok) {
      sending.current = false;
      if (isBookingRefusal(result.error)) onRefused(result.error);
      else if (result.error === "missing") toast.error(t("missing.title"), { description: t("missing.description") });
      else if (result.error === "tooLong") toast.error(t("tooLong"));
      else toast.error(t("errors.title"), { description: t(`errors.${result.error}`) });
      if (result.error === "taken") onTaken();
      return;
    }
    setDone(true);
    const start = new Date(result.appointmentDate);
    toast.success(t("success.title"), {
      description: t("success.description", {
        date: format.dateTime(start, { month: "short", day: "numeric", year: "numeric" }),
        time: format.dateTime(start, { hour: "2-digit", minute: "2-digit" }),
      }),
    });
    router.push("/dashboard?tab=appointments");
  };

  return { submit, busy: form.formState.isSubmitting || done };
}
