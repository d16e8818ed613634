"use client";

import { useTranslations } from "next-intl";
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

/** Buttons for the moves the workflow allows from the appointment's status; cancelling (frees the time, cannot be undone) asks first. */
export function AppointmentActions({ id, status, labels }: { id: string; status: string; labels: AppointmentLabels }) {
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
