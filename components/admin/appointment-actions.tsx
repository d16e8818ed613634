"use client";

import { useTranslations } from "next-intl";
import { RescheduleDialog } from "@/components/dashboard/reschedule-dialog";
import { useRouter } from "@/i18n/navigation";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { setAppointmentStatus } from "@/lib/actions/admin-set-appointment-status";
import { appointmentMovesFrom } from "@/lib/admin/transitions";
import { isAppointmentStatus } from "@/lib/business-rules";
import type { AdminAppointmentTarget } from "@/lib/validation/admin-appointment";
import { useAdminAction } from "./use-admin-action";

export interface AppointmentLabels {
  service: string;
  customer: string;
  date: string;
  time: string;
}

/**
 * Buttons for the moves the workflow allows from the appointment's status;
 * cancelling (frees the time, cannot be undone) asks first. A pending
 * appointment can also be moved to another time, at any time: the database
 * lets staff move inside the 24 hours and logs that they did.
 */
export function AppointmentActions({
  appointment,
  labels,
}: {
  appointment: { id: string; status: string; appointment_date: string; duration: number };
  labels: AppointmentLabels;
}) {
  const { id, status } = appointment;
  const router = useRouter();
  const t = useTranslations("Admin.appointments");
  const statusLabels = useTranslations("AppointmentStatus");
  const zone = useTranslations("Common")("businessTimeZone");
  const { pending, run } = useAdminAction();
  const moves = appointmentMovesFrom(status).filter((s): s is AdminAppointmentTarget => s !== "pending");

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

  return (
    <div className="flex flex-wrap gap-2">
      {status === "pending" ? (
        <RescheduleDialog
          appointment={appointment}
          service={`${labels.service} (${labels.customer})`}
          currentLabel={`${labels.date}, ${labels.time}`}
          audience="staff"
          onMoved={() => router.refresh()}
        />
      ) : null}
      {moves.map((target) =>
        target === "cancelled" ? (
          <ConfirmDialog
            key={target}
            trigger={t("action.cancelled")}
            triggerLabel={name(target)}
            title={t("cancelDialog.title")}
            description={t("cancelDialog.body", { ...labels, zone })}
            keepLabel={t("cancelDialog.keep")}
            confirmLabel={t("cancelDialog.confirm")}
            pending={pending}
            onConfirm={() => change(target)}
          />
        ) : (
          <Button key={target} size="sm" variant={target === "completed" ? "default" : "outline"} disabled={pending} aria-label={name(target)} onClick={() => change(target)}>
            {t(`action.${target}`)}
          </Button>
        ),
      )}
    </div>
  );
}
