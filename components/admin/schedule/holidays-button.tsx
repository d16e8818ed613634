"use client";

import { CalendarPlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { addFederalHolidays } from "@/lib/actions/admin-add-holidays";
import type { ClosureConflict } from "@/lib/data/admin-schedule";
import { ConflictDialog } from "./conflict-dialog";
import { useScheduleAction } from "./use-schedule-action";

/**
 * "Add this year's and next year's federal holidays": whole-day closures on
 * the US federal holidays still ahead this year and next year's 11 (the
 * server decides the years and skips days already closed). When appointments fall on them, the conflict dialog lists them
 * first; confirming adds them all. The toast says how many were added.
 */
export function HolidaysButton() {
  const t = useTranslations("Admin.schedule");
  const { pending, run, fail } = useScheduleAction();
  const [conflicts, setConflicts] = useState<ClosureConflict[] | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const add = async (confirmed: boolean) => {
    const flagged = confirmed ? (conflicts?.length ?? 0) : 0;
    const result = await run(() => addFederalHolidays(confirmed));
    if (!result.ok && result.error === "conflicts") return setConflicts(result.conflicts);
    setConflicts(null);
    if (!result.ok) return fail(result.error);
    const note = flagged ? ` ${t("form.flagged", { count: flagged })}` : "";
    toast.success(t("holidays.added.title"), { description: `${t("holidays.added.description", { count: result.added, years: result.years })}${note}` });
  };

  return (
    <>
      <Button ref={buttonRef} variant="secondary" disabled={pending} onClick={() => add(false)} className="h-auto min-h-10 self-start whitespace-normal">
        <CalendarPlusIcon aria-hidden />
        {pending && conflicts === null ? t("holidays.adding") : t("holidays.add")}
      </Button>
      <ConflictDialog conflicts={conflicts} pending={pending} onConfirm={() => void add(true)} onCancel={() => setConflicts(null)} returnFocus={buttonRef} />
    </>
  );
}
