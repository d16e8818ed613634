"use client";

import { useTranslations } from "next-intl";
import { ClosingVisits } from "./closing-visits";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import type { OpenVisit } from "@/lib/data/admin-requests";

/**
 * The last word before a request is completed with its receipt (it cannot
 * be reopened): the customer is emailed and gets the receipt, for `total`,
 * on their request page; the open visits close with it. Opened by the
 * receipt form once its lines are valid.
 */
export function ReceiptConfirm({
  open,
  onOpenChange,
  customer,
  total,
  visits,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customer: string;
  total: string;
  visits: readonly OpenVisit[] | undefined;
  busy: boolean;
  onConfirm: () => void;
}) {
  const t = useTranslations("Estimates.receipt.confirm");
  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("title")}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-3">
              <p>{t("body", { customer, total })}</p>
              <ClosingVisits visits={visits} closingAs="completed" />
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t("keep")}</AlertDialogCancel>
          <Button type="button" disabled={busy} onClick={onConfirm}>
            {t("confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
