"use client";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import type { AdminActionError } from "@/lib/rules/admin-errors";
import { CANCEL_REASON_MAX } from "@/lib/rules/business-rules";

type ErrorKey = AdminActionError | "invalidStatus" | "invalidTechnician" | "reasonTooLong";
type Result = { ok: true } | { ok: false; error: ErrorKey };

/**
 * Runs a console action: on success `onSuccess` (the caller's toast), on
 * failure the translated error toast. Either way the page is read again on
 * the server, so it shows what the database now holds.
 */
export function useAdminAction() {
  const t = useTranslations("Admin.errors");
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const run = <R extends Result>(action: () => Promise<R>, onSuccess: (result: Extract<R, { ok: true }>) => void) =>
    new Promise<boolean>((resolve) =>
      startTransition(async () => {
        const result = await action();
        if (result.ok) onSuccess(result as Extract<R, { ok: true }>);
        else toast.error(t("title"), { description: t(result.error, { max: CANCEL_REASON_MAX }) });
        router.refresh();
        resolve(result.ok);
      }),
    );

  return { pending, run };
}
