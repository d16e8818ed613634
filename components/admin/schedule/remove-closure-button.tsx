"use client";

import { Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { deleteClosure } from "@/lib/actions/admin-delete-closure";
import { useScheduleAction } from "./use-schedule-action";

/**
 * Remove one closure after confirming. Once removed, its row (and this
 * button) leaves the list, so focus goes to the list (`focusAfter`, an
 * element id) rather than to nowhere.
 */
export function RemoveClosureButton({ id, dates, hours, focusAfter }: { id: string; dates: string; hours: string; focusAfter: string }) {
  const t = useTranslations("Admin.schedule.closures");
  const { pending, run, fail } = useScheduleAction();
  const removed = useRef(false);

  const remove = async () => {
    const result = await run(() => deleteClosure(id));
    removed.current = result.ok;
    if (result.ok) toast.success(t("removed.title"), { description: t("removed.description", { dates }) });
    else fail(result.error);
  };

  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2Icon aria-hidden />
          {t("remove")}
        </>
      }
      triggerLabel={t("removeFor", { dates })}
      title={t("removeDialog.title")}
      description={t("removeDialog.body", { dates, hours })}
      keepLabel={t("removeDialog.keep")}
      confirmLabel={t("removeDialog.confirm")}
      pending={pending}
      onConfirm={remove}
      onCloseAutoFocus={(event) => {
        if (!removed.current) return;
        event.preventDefault();
        document.getElementById(focusAfter)?.focus();
      }}
    />
  );
}
