"use client";

import { CheckIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
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
import { approveReview } from "@/lib/actions/admin-approve-review";
import { deleteReview } from "@/lib/actions/admin-delete-review";
import { useAdminAction } from "./use-admin-action";

/** Approve (published at once) or delete after confirming; each confirms with a toast. */
export function ReviewActions({ id, name }: { id: string; name: string }) {
  const t = useTranslations("Admin.reviews");
  const { pending, run } = useAdminAction();
  const [confirming, setConfirming] = useState(false);

  const approve = () =>
    run(() => approveReview(id), () => toast.success(t("approved.title"), { description: t("approved.description", { name }) }));

  const remove = async () => {
    await run(() => deleteReview(id), () => toast.success(t("deleted.title"), { description: t("deleted.description", { name }) }));
    setConfirming(false);
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={pending} onClick={approve} aria-label={t("approveFor", { name })}>
        <CheckIcon aria-hidden />
        {t("approve")}
      </Button>
      <AlertDialog open={confirming} onOpenChange={(next) => !pending && setConfirming(next)}>
        <AlertDialogTrigger asChild>
          <Button size="sm" variant="outline" disabled={pending} aria-label={t("deleteFor", { name })} className="text-red-700 hover:text-red-800 dark:text-red-300 dark:hover:text-red-200">
            <Trash2Icon aria-hidden />
            {t("delete")}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("deleteDialog.title")}</AlertDialogTitle>
            <AlertDialogDescription>{t("deleteDialog.body", { name })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{t("deleteDialog.keep")}</AlertDialogCancel>
            <AlertDialogAction
              disabled={pending}
              className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
              onClick={(event) => {
                event.preventDefault();
                void remove();
              }}
            >
              {t("deleteDialog.confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
