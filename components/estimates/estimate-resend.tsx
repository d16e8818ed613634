"use client";

import { RefreshCwIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { resendEstimate } from "@/lib/actions/resend-estimate";
import { ESTIMATE_RULES } from "@/lib/rules/business-rules";

/** Staff give the current, unanswered estimate a new valid-until date and email it again (how an expired one is revived). */
export function EstimateResend({ estimateId, today, suggested }: { estimateId: string; today: string; suggested: string }) {
  const t = useTranslations("Estimates");
  const router = useRouter();
  const [date, setDate] = useState(suggested);
  const [pending, startTransition] = useTransition();
  const id = useId();
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const result = await resendEstimate(estimateId, date);
          if (result.ok) toast.success(t("editor.resent"));
          else toast.error(t(`errors.${result.error}`, { days: ESTIMATE_RULES.validDaysMax }));
          router.refresh();
        });
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{t("editor.validUntil")}</Label>
        <Input id={id} type="date" min={today} value={date} onChange={(event) => setDate(event.target.value)} required />
      </div>
      <Button type="submit" variant="outline" disabled={pending}>
        <RefreshCwIcon aria-hidden />
        {t("editor.resend")}
      </Button>
    </form>
  );
}
