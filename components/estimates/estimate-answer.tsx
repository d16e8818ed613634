"use client";

import { CheckIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
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
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { answerEstimate } from "@/lib/actions/answer-estimate";
import { ESTIMATE_RULES } from "@/lib/rules/business-rules";

/**
 * The customer's two buttons under a sent estimate: approve (after a
 * confirmation that states what they authorize) or decline (with an optional
 * reason). The version shown is sent along, so a revision made meanwhile is
 * refused rather than approved unseen. The page is read again afterwards.
 */
export function EstimateAnswer({ estimateId, version, consent }: { estimateId: string; version: number; consent: string }) {
  const t = useTranslations("Estimates");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [reason, setReason] = useState("");
  const [open, setOpen] = useState<"approve" | "decline" | null>(null);
  const reasonId = useId();
  const tooLong = reason.trim().length > ESTIMATE_RULES.declineReasonMax;

  const answer = (approve: boolean) =>
    startTransition(async () => {
      const result = await answerEstimate({ estimateId, version, approve, reason: approve ? undefined : reason });
      if (result.ok) {
        toast.success(t(result.approved ? "approvedToast" : "declinedToast"));
        setOpen(null);
      } else {
        toast.error(
          result.error === "reasonTooLong" ? t("errors.reasonTooLong", { max: ESTIMATE_RULES.declineReasonMax }) : t(`errors.${result.error}`),
        );
        setOpen(null);
      }
      router.refresh();
    });

  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <AlertDialog open={open === "decline"} onOpenChange={(next) => !pending && setOpen(next ? "decline" : null)}>
        <AlertDialogTrigger asChild>
          <Button variant="outline" disabled={pending}>
            <XIcon aria-hidden />
            {t("decline")}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("declineTitle")}</AlertDialogTitle>
            <AlertDialogDescription>{t("declineBody")}</AlertDialogDescription>
          </AlertDialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={reasonId}>{t("declineReason")}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={tooLong || undefined}
              aria-describedby={tooLong ? `${reasonId}-error` : undefined}
              rows={3}
            />
            {tooLong ? (
              <p id={`${reasonId}-error`} className="text-sm text-destructive">
                {t("errors.reasonTooLong", { max: ESTIMATE_RULES.declineReasonMax })}
              </p>
            ) : null}
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{t("cancel")}</AlertDialogCancel>
            <AlertDialogAction
              disabled={pending || tooLong}
              onClick={(event) => {
                event.preventDefault();
                answer(false);
              }}
            >
              {t("confirmDecline")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <AlertDialog open={open === "approve"} onOpenChange={(next) => !pending && setOpen(next ? "approve" : null)}>
        <AlertDialogTrigger asChild>
          <Button disabled={pending}>
            <CheckIcon aria-hidden />
            {t("approve")}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("approveConfirmTitle")}</AlertDialogTitle>
            <AlertDialogDescription>{consent}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{t("cancel")}</AlertDialogCancel>
            <AlertDialogAction
              disabled={pending}
              onClick={(event) => {
                event.preventDefault();
                answer(true);
              }}
            >
              {t("confirmApprove")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
