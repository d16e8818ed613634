"use client";

import { CheckIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { approveReview } from "@/lib/actions/admin-approve-review";
import { deleteReview } from "@/lib/actions/admin-delete-review";
import { useAdminAction } from "./use-admin-action";

/** Approve (published at once) or delete after confirming; each confirms with a toast. */
export function ReviewActions({ id, name }: { id: string; name: string }) {
  const t = useTranslations("Admin.reviews");
  const { pending, run } = useAdminAction();

  const approve = () =>
    run(() => approveReview(id), () => toast.success(t("approved.title"), { description: t("approved.description", { name }) }));

  const remove = () => run(() => deleteReview(id), () => toast.success(t("deleted.title"), { description: t("deleted.description", { name }) }));

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={pending} onClick={approve} aria-label={t("approveFor", { name })}>
        <CheckIcon aria-hidden />
        {t("approve")}
      </Button>
      <ConfirmDialog
        trigger={
          <>
            <Trash2Icon aria-hidden />
            {t("delete")}
          </>
        }
        triggerLabel={t("deleteFor", { name })}
        title={t("deleteDialog.title")}
        description={t("deleteDialog.body", { name })}
        keepLabel={t("deleteDialog.keep")}
        confirmLabel={t("deleteDialog.confirm")}
        pending={pending}
        onConfirm={remove}
      />
    </div>
  );
}
