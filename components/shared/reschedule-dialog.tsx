"use client";

import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { MovableAppointment } from "./reschedule-form";

// The calendar and slots load when the dialog first opens, not with the dashboard.
const RescheduleForm = dynamic(() => import("./reschedule-form").then((module) => module.RescheduleForm), {
  loading: () => <Loading />,
});

function Loading() {
  return <Spinner className="mx-auto my-8" label={useTranslations("Common")("loading")} />;
}

/**
 * "Reschedule" on a pending appointment: the dialog names the present time
 * and offers the booking calendar and slots. Customers get it more than 24
 * hours ahead; staff (`audience="staff"`, the console) at any time, as the
 * database allows them. On success the row takes the new time and focus
 * returns to the trigger (Radix does).
 */
export function RescheduleDialog({
  appointment,
  service,
  currentLabel,
  onMoved,
  audience = "customer",
  defaultOpen = false,
}: {
  appointment: MovableAppointment;
  service: string;
  /** The present date and time, as the row shows it. */
  currentLabel: string;
  onMoved: (appointmentDate: string) => void;
  audience?: "customer" | "staff";
  /** Open on first render (an email's "Reschedule" link). */
  defaultOpen?: boolean;
}) {
  const t = useTranslations("Reschedule");
  const close = useTranslations("Common")("close");
  const [open, setOpen] = useState(defaultOpen);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t("triggerFor", { service, date: currentLabel })}>
          {t("trigger")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={close} className="md:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t("title", { service })}</DialogTitle>
          <DialogDescription>{t("current", { date: currentLabel })}</DialogDescription>
        </DialogHeader>
        {open ? (
          <RescheduleForm
            appointment={appointment}
            audience={audience}
            onCancel={() => setOpen(false)}
            onMoved={(date) => {
              setOpen(false);
              onMoved(date);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
