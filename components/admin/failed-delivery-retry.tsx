"use client";

import { RotateCwIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { retryNotification } from "@/lib/actions/admin-retry-notification";
import { useAdminAction } from "./use-admin-action";

/** Puts one failed email back in the queue. */
export function FailedDeliveryRetry({ id, label }: { id: number; label: string }) {
  const t = useTranslations("Admin.overview.failedDeliveries");
  const { pending, run } = useAdminAction();
  const retry = () => run(() => retryNotification(id), () => toast.success(t("retried.title"), { description: t("retried.description") }));
  return (
    <Button size="sm" variant="outline" disabled={pending} onClick={retry} aria-label={label}>
      <RotateCwIcon aria-hidden />
      {t("retry")}
    </Button>
  );
}
