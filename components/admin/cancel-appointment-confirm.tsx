"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
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
import type { AppointmentLabels } from "./appointment-actions";

/** Cancel with confirmation: cancelling frees the time for other customers and cannot be undone. */
export function CancelAppointmentConfirm({
  labels,
  triggerLabel,
  pending,
  onConfirm,
}: {
  labels: AppointmentLabels;
  triggerLabel: string;
  pending: boolean;
  onConfirm: () => Promise<boolean>;
}) {
  const t = useTranslations("Admin.appointments");
  const zone = useTranslations("Common")("businessTimeZone");
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={pending} aria-label={triggerLabel} className="text-red-700 hover:text-red-800 dark:text-red-300 dark:hover:text-red-200">
          {t("action.cancelled")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("cancelDialog.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("cancelDialog.body", { ...labels, zone })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t("cancelDialog.keep")}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
            onClick={async (event) => {
              event.preventDefault();
              await onConfirm();
              setOpen(false);
            }}
          >
            {t("cancelDialog.confirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
