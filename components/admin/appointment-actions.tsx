"use client";

import { useTranslations } from "next-intl";
import { RescheduleDialog } from "@/components/shared/reschedule-dialog";
import { useRouter } from "@/i18n/navigation";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { setAppointmentStatus } from "@/lib/actions/admin-set-appointment-status";
import { ACTION_TARGET, appointmentActions } from "@/lib/rules/admin-appointment-actions";
import { isAppointmentStatus, LATE_CANCELLATION_FEE_PERCENT } from "@/lib/rules/business-rules";
import type { VisitFee as Fee } from "@/lib/data/admin-appointments";
import type { AdminAppointmentTarget } from "@/lib/validation/admin-appointment";
import { useAdminAction } from "./use-admin-action";
import { VisitFee } from "./visit-fee";

export interface AppointmentLabels {
  service: string;
  customer: string;
  date: string;
  time: string;
}

/**
 * The actions that fit the appointment's status and time
 * (lib/rules/admin-appointment-actions.ts, as of `now`, the moment the server
 * rendered the page): Check in, Complete, No-show, Reschedule, Cancel.
 * Completing, marking a no-show and cancelling ask first: none can be taken
 * back (the workflow has no way back, the customer's email goes out at once,
 * a no-show carries the policy's fee), so an undo would promise what it
 * cannot keep. Checking in is the only one-click move. A no-show's or late
 * cancellation's fee shows above the actions, with its waiver.
 */
export function AppointmentActions({
  appointment,
  labels,
  now,
}: {
  appointment: { id: string; status: string; appointment_date: string; duration: number; fee?: Fee | null; covered?: boolean };
  labels: AppointmentLabels;
  /** ISO instant the actions are judged at. */
  now: string;
}) {
  const { id } = appointment;
  const router = useRouter();
  const t = useTranslations("Admin.appointments");
  const statusLabels = useTranslations("AppointmentStatus");
  const zone = useTranslations("Common")("businessTimeZone");
  const { pending, run } = useAdminAction();
  const actions = appointmentActions(appointment, new Date(now));

  const change = (target: AdminAppointmentTarget) =>
    run(
      () => setAppointmentStatus(id, target),
      (result) => {
        const label = isAppointmentStatus(result.status) ? statusLabels(result.status) : result.status;
        toast.success(t("updated.title"), { description: t("updated.description", { service: labels.service, customer: labels.customer, status: label }) });
      },
    );

  const name = (target: AdminAppointmentTarget) =>
    t("actionFor", { action: t(`action.${target}`), service: labels.service, customer: labels.customer, time: `${labels.date}, ${labels.time}` });

  const dialogs = { complete: "completeDialog", noShow: "noShowDialog", cancel: "cancelDialog" } as const;

  return (
    <div className="flex flex-col gap-2">
      {appointment.fee ? <VisitFee appointmentId={id} fee={appointment.fee} labels={labels} /> : null}
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => {
          if (action === "reschedule") {
            return (
              <RescheduleDialog
                key={action}
                appointment={appointment}
                service={`${labels.service} (${labels.customer})`}
                currentLabel={`${labels.date}, ${labels.time}`}
                audience="staff"
                onMoved={() => router.refresh()}
              />
            );
          }
          const target = ACTION_TARGET[action];
          if (action === "start") {
            return (
              <Button key={action} size="sm" variant="outline" disabled={pending} aria-label={name(target)} onClick={() => change(target)}>
                {t(`action.${target}`)}
              </Button>
            );
          }
          const dialog = dialogs[action];
          return (
            <ConfirmDialog
              key={action}
              tone={action === "complete" ? "primary" : "destructive"}
              trigger={t(`action.${target}`)}
              triggerLabel={name(target)}
              title={t(`${dialog}.title`)}
              description={t(
                dialog === "noShowDialog" && appointment.covered ? "noShowDialog.bodyCovered" : `${dialog}.body`,
                { ...labels, zone, percent: LATE_CANCELLATION_FEE_PERCENT },
              )}
              keepLabel={t(`${dialog}.keep`)}
              confirmLabel={t(`${dialog}.confirm`)}
              pending={pending}
              onConfirm={() => change(target)}
            />
          );
        })}
      </div>
    </div>
  );
}
