"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { cancelAppointment } from "@/lib/actions/cancel-appointment";
import { LATE_CANCELLATION_FEE_PERCENT, LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import { isLateCancellation } from "@/lib/rules/dashboard-status";
import type { Appointment } from "@/lib/data/appointments";

/** The element holding an appointment row's status, focused after a cancel. */
export const statusId = (appointmentId: string) => `appointment-status-${appointmentId}`;

/**
 * Cancel with confirmation. Inside 24 hours of the start the
 * dialog says the late-cancellation fee applies. On success the parent row
 * takes the stored result; either way a toast reports it.
 */
export function CancelAppointmentDialog({
  appointment,
  service,
  date,
  time,
  zone,
  defaultOpen = false,
  onCancelled,
}: {
  appointment: Appointment;
  service: string;
  date: string;
  time: string;
  zone: string;
  /** Open on first render (an email's "Cancel" link). */
  defaultOpen?: boolean;
  onCancelled: (update: Pick<Appointment, "status" | "late_cancellation">) => void;
}) {
  const t = useTranslations("Dashboard.appointments");
  const [late, setLate] = useState(() => defaultOpen && isLateCancellation(appointment.appointment_date));
  // After a cancel the trigger disappears; focus then goes to the row's new status.
  const cancelled = useRef(false);

  const confirm = async () => {
    const result = await cancelAppointment(appointment.id);
    if (result.ok) {
      cancelled.current = true;
      onCancelled({ status: result.status, late_cancellation: result.lateCancellation });
      toast.success(t("cancelled.title"), { description: t("cancelled.description") });
    } else {
      toast.error(t("cancelError.title"), { description: t("cancelError.description") });
    }
  };

  return (
    <ConfirmDialog
      trigger={t("cancel")}
      defaultOpen={defaultOpen}
      triggerLabel={t("cancelFor", { service, date })}
      title={t("dialog.title")}
      description={t("dialog.body", { service, date, time, zone })}
      keepLabel={t("dialog.keep")}
      confirmLabel={t("dialog.confirm")}
      pendingLabel={t("dialog.cancelling")}
      onOpen={() => setLate(isLateCancellation(appointment.appointment_date))}
      onConfirm={confirm}
      onCloseAutoFocus={(event) => {
        if (!cancelled.current) return;
        event.preventDefault();
        document.getElementById(statusId(appointment.id))?.focus();
      }}
    >
      {late && appointment.covered_total_cents == null ? (
        <p data-testid="late-fee-warning" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 font-medium text-foreground">
          {t("dialog.late", { percent: LATE_CANCELLATION_FEE_PERCENT, hours: LATE_CANCELLATION_HOURS })}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
