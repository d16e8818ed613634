"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { waiveVisitFee } from "@/lib/actions/admin-waive-visit-fee";
import type { VisitFee as Fee } from "@/lib/data/admin-appointments";
import { CANCEL_REASON_MAX } from "@/lib/rules/business-rules";
import { formatCents } from "@/lib/rules/estimate-format";
import { feeWaiverReasonSchema } from "@/lib/validation/admin-fee-waiver";
import { useAdminAction } from "./use-admin-action";

/**
 * A visit's fee (no-show or late cancellation, docs/scheduling.md#no-shows-and-fees):
 * the amount, or that it was waived and why; while it is owed, "Waive fee"
 * opens a dialog asking for the reason, one click to confirm. The database
 * refuses a waiver once the fee is on the receipt (CN002).
 */
export function VisitFee({ appointmentId, fee, labels }: { appointmentId: string; fee: Fee; labels: { service: string; customer: string } }) {
  const t = useTranslations("Admin.appointments.fee");
  const errors = useTranslations("Admin.errors");
  const locale = useLocale();
  const { pending, run } = useAdminAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<"reasonRequired" | "reasonTooLong" | null>(null);
  const amount = formatCents(fee.cents, locale);
  const ids = { field: `waive-${appointmentId}`, hint: `waive-hint-${appointmentId}`, error: `waive-error-${appointmentId}` };

  if (fee.waived_reason !== null) {
    return <p className="text-xs text-muted-foreground">{t("waived", { amount, reason: fee.waived_reason })}</p>;
  }

  const onOpenChange = (next: boolean) => {
    if (pending) return;
    if (next) {
      setReason("");
      setError(null);
    }
    setOpen(next);
  };

  const waive = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = feeWaiverReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message as "reasonRequired" | "reasonTooLong");
      document.getElementById(ids.field)?.focus();
      return;
    }
    const done = await run(() => waiveVisitFee(appointmentId, parsed.data), () => toast.success(t("done")));
    if (done) setOpen(false);
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm font-medium" data-testid="visit-fee">
        {t("charged", { kind: fee.kind, amount })}
      </p>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button size="sm" variant="outline" aria-label={t("waiveFor", { service: labels.service, customer: labels.customer })}>
            {t("waive")}
          </Button>
        </DialogTrigger>
        <DialogContent closeLabel={t("keep")}>
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{t("body", { amount })}</DialogDescription>
          </DialogHeader>
          <form noValidate onSubmit={waive} className="flex flex-col gap-4">
            <Field data-invalid={error !== null}>
              <FieldLabel htmlFor={ids.field}>{t("reason")}</FieldLabel>
              <Textarea
                id={ids.field}
                rows={3}
                value={reason}
                maxLength={CANCEL_REASON_MAX}
                required
                disabled={pending}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={error !== null}
                aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
              />
              <FieldDescription id={ids.hint}>{t("reasonHint", { max: CANCEL_REASON_MAX })}</FieldDescription>
              {error ? <FieldError id={ids.error}>{errors(error, { max: CANCEL_REASON_MAX })}</FieldError> : null}
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
                {t("keep")}
              </Button>
              <Button type="submit" disabled={pending}>
                {pending ? t("saving") : t("confirm")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
