"use client";

import { XCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { withdrawRequest } from "@/lib/actions/withdraw-request";

/**
 * The owner withdraws their pending request, after confirming (it cannot be
 * undone). The database decides (withdraw_request): a request that moved on
 * meanwhile is refused with a message saying so.
 */
export function WithdrawRequestButton({ requestId }: { requestId: string }) {
  const t = useTranslations("RequestDetail");
  const router = useRouter();
  const [pending, setPending] = useState(false);

  const withdraw = async () => {
    setPending(true);
    const result = await withdrawRequest(requestId);
    setPending(false);
    if (!result.ok) {
      toast.error(t("errors.title"), { description: t(`errors.${result.error}`) });
      return;
    }
    toast.success(t("withdraw.done"));
    router.refresh();
  };

  return (
    <ConfirmDialog
      trigger={
        <>
          <XCircleIcon aria-hidden />
          {t("withdraw.button")}
        </>
      }
      triggerLabel={t("withdraw.button")}
      title={t("withdraw.title")}
      description={t("withdraw.body")}
      keepLabel={t("withdraw.keep")}
      confirmLabel={t("withdraw.confirm")}
      pendingLabel={t("withdraw.withdrawing")}
      pending={pending}
      onConfirm={withdraw}
    />
  );
}
