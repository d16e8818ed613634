"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, useTransition } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { DateField } from "@/components/booking/date-field";
import { SlotPicker } from "@/components/booking/slot-picker";
import { useBookedSlots } from "@/components/booking/use-booked-slots";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { getClosures } from "@/lib/actions/get-closures";
import { rescheduleAppointment } from "@/lib/actions/reschedule-appointment";
import { slotStates } from "@/lib/rules/booking-availability";
import type { Closure } from "@/lib/rules/booking-closures";
import { businessClockOf, businessDateOf } from "@/lib/rules/booking-time";
import { BOOKING_LIMITS, LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import { rescheduleSchema, type RescheduleInput, type RescheduleValues } from "@/lib/validation/reschedule";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";

/**
 * The booking calendar and slots again, for one appointment: its present time
 * is marked and cannot be picked, its own interval counts as free (the
 * database leaves it out for its owner), closed days are greyed out. The
 * server action and the database check everything again; a slot someone
 * else just took refreshes the slots and keeps the dialog open.
 */
export interface MovableAppointment {
  id: string;
  appointment_date: string;
  duration: number;
}

export function RescheduleForm({
  appointment,
  audience,
  onMoved,
  onCancel,
}: {
  appointment: MovableAppointment;
  audience: "customer" | "staff";
  onMoved: (appointmentDate: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("Reschedule");
  const format = useFormatter();
  const form = useForm<RescheduleInput, unknown, RescheduleValues>({
    resolver: standardSchemaResolver(rescheduleSchema),
    defaultValues: { appointmentId: appointment.id, date: "", slot: "" },
  });
  const [date, slot] = useWatch({ control: form.control, name: ["date", "slot"] });
  const [closures, setClosures] = useState<Closure[]>([]);
  useEffect(() => void getClosures().then(setClosures, () => setClosures([])), []);
  const booked = useBookedSlots(date, appointment.id);
  const current = { date: businessDateOf(appointment.appointment_date), slot: businessClockOf(appointment.appointment_date) };
  const slots = useMemo(
    () =>
      date
        ? slotStates(date, appointment.duration, booked.busy).map((s) =>
            date === current.date && s.slot === current.slot ? { ...s, state: "current" as const } : s,
          )
        : [],
    [date, appointment.duration, booked.busy, current.date, current.slot],
  );
  useEffect(() => {
    if (slot && slots.find((s) => s.slot === slot)?.state !== "free") form.setValue("slot", "");
  }, [slot, slots, form]);

  const slotRef = useRef<HTMLFieldSetElement>(null);
  const [sending, startTransition] = useTransition();
  const submit = (values: RescheduleValues) =>
    startTransition(async () => {
      const result = await rescheduleAppointment(values).catch(() => ({ ok: false, error: "generic" }) as const);
      if (result.ok) {
        const start = new Date(result.appointmentDate);
        const when = { date: format.dateTime(start, dateFormat), time: formatTimeWith(format, start) };
        toast.success(t("success.title"), { description: t(audience === "staff" ? "success.staffDescription" : "success.description", when) });
        return onMoved(result.appointmentDate);
      }
      toast.error(t("errors.title"), { description: t(`errors.${result.error}`, { days: BOOKING_LIMITS.horizonDays, hours: LATE_CANCELLATION_HOURS }) });
      if (result.error === "taken" || result.error === "closed") {
        booked.refresh();
        slotRef.current?.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus();
      }
    });
  const invalid = () => toast.error(t("errors.title"), { description: t("errors.missing") });

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit, invalid)(event)} aria-busy={sending} className="flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-[auto_1fr]">
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => <DateField value={field.value} onChange={field.onChange} closures={closures} idPrefix="reschedule" />}
        />
        <Controller
          control={form.control}
          name="slot"
          render={({ field }) => (
            <SlotPicker name={field.name} value={field.value} slots={slots} status={booked.status} onChange={field.onChange} containerRef={slotRef} />
          )}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("keep")}
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? t("moving") : t("confirm")}
        </Button>
      </div>
    </form>
  );
}
