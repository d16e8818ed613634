"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { cancelAppointment } from "@/lib/actions/cancel-appointment";
import { isLateCancellation, LATE_CANCELLATION_FEE_PERCENT } from "@/lib/dashboard/status";
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
  onCancelled,
}: {
  appointment: Appointment;
  service: string;
  date: string;
  time: string;
  zone: string;
  onCancelled: (update: Pick<Appointment, "status" | "late_cancellation">) => void;
}) {
  const t = useTranslations("Dashboard.appointments");
  const [open, setOpen] = useState(false);
  const [late, setLate] = useState(false);
  const [pending, startTransition] = useTransition();
  // After a cancel the trigger disappears; focus then goes to the row's new status.
  const cancelled = useRef(false);

  const onOpenChange = (next: boolean) => {
    if (pending) return;
    if (next) setLate(isLateCancellation(appointment.appointment_date));
    setOpen(next);
  };

  const confirm = () =>
    startTransition(async () => {
      const result = await cancelAppointment(appointment.id);
      setOpen(false);
      if (result.ok) {
        cancelled.current = true;
        onCancelled({ status: result.status, late_cancellation: result.lateCancellation });
        toast.success(t("cancelled.title"), { description: t("cancelled.description") });
      } else {
        toast.error(t("cancelError.title"), { description: t("cancelError.description") });
      }
    });

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-red-700 hover:text-red-800 dark:text-red-300 dark:hover:text-red-200" aria-label={t("cancelFor", { service, date })}>
          {t("cancel")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!cancelled.current) return;
          event.preventDefault();
          document.getElementById(statusId(appointment.id))?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t("dialog.title")}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-3">
              <p>{t("dialog.body", { service, date, time, zone })}</p>
              {late ? (
                <p data-testid="late-fee-warning" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 font-medium text-foreground">
                  {t("dialog.late", { percent: LATE_CANCELLATION_FEE_PERCENT })}
                </p>
              ) : null}
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t("dialog.keep")}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
            onClick={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            {pending ? t("dialog.cancelling") : t("dialog.confirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
