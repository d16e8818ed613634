"use server";

import { z } from "zod";
import type { AdminActionError } from "@/lib/rules/admin-errors";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { getClosureConflicts, scheduleErrorFromDb, type ClosureConflict } from "@/lib/data/admin-schedule";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";
import { closureRange, closureSchema, isScheduleErrorKey, type ScheduleErrorKey } from "@/lib/validation/admin-schedule";
import { BOOKING_ERROR_CODES } from "@/lib/rules/db-errors";

export type AddClosureResult =
  { ok: true } | { ok: false; error: "conflicts"; conflicts: ClosureConflict[] } | { ok: false; error: AdminActionError | ScheduleErrorKey };

/**
 * Staff close the shop for a day or a range of days, all day or part of
 * each day (closureSchema). add_closure refuses (BK008) when open
 * appointments fall in it and `confirmed` is not true: the result is then
 * "conflicts" with those appointments, and nothing is added. Called again
 * with `confirmed` true, the closure is added, those appointments are
 * flagged needs_call and their customers emailed (sent after the response).
 * A bad form is reported before a bad `confirmed`; input no form sends
 * (wrong types) is "failed".
 */
export const addClosure: ServerAction<[values: unknown, confirmed: unknown], AddClosureResult> = defineAction({
  access: "staff",
  args: (values: unknown, confirmed: unknown) => [values, confirmed],
  input: z.tuple([closureSchema, z.boolean()]),
  invalid: (issues) => {
    const { path, message } = issues[0]!;
    return { ok: false, error: path[0] === 0 && isScheduleErrorKey(message) ? message : "failed" };
  },
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async ([values, confirmed], { supabase }) => {
    const range = closureRange(values);
    const { error } = await supabase.rpc("add_closure", { ...range, p_reason_en: values.reasonEn, p_reason_es: values.reasonEs, p_confirmed: confirmed });
    if (error?.code === BOOKING_ERROR_CODES.closureConflicts) {
      const conflicts = await getClosureConflicts(supabase, range);
      return conflicts ? { ok: false, error: "conflicts", conflicts } : { ok: false, error: "failed" };
    }
    if (error) return { ok: false, error: scheduleErrorFromDb(error, "add_closure", "invalidClosure") };
    if (confirmed) deliverAfterResponse();
    return { ok: true };
  },
});
