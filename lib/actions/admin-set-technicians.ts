"use server";

import type { AdminActionError } from "@/lib/rules/admin-errors";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { scheduleErrorFromDb } from "@/lib/data/admin-schedule";
import { SHOP_WEEKDAYS } from "@/lib/rules/business-rules";
import { isScheduleErrorKey, techniciansSchema, type ScheduleErrorKey } from "@/lib/validation/admin-schedule";

export type SetTechniciansResult = { ok: true } | { ok: false; error: AdminActionError | ScheduleErrorKey };

/**
 * Staff set how many technicians work each weekday, Monday to Friday (1..20
 * each): that many appointments may overlap on that day. One statement
 * (set_technicians_on_duty) writes all five days or none; RLS lets only staff
 * change them. Fewer days changed than sent (a missing weekday row) is
 * "notFound".
 */
export const setTechniciansOnDuty: ServerAction<[counts: unknown], SetTechniciansResult> = defineAction({
  access: "staff",
  input: techniciansSchema,
  invalid: (issues) => {
    const { message } = issues[0]!;
    return { ok: false, error: isScheduleErrorKey(message) ? message : "failed" };
  },
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async (counts, { supabase }) => {
    const rows = SHOP_WEEKDAYS.map(({ day, isodow }) => ({ isodow, technicians: counts[day] }));
    const { data, error } = await supabase.rpc("set_technicians_on_duty", { p_counts: rows });
    if (error) return { ok: false, error: scheduleErrorFromDb(error, "set_technicians_on_duty", "techniciansRange") };
    return data === rows.length ? { ok: true } : { ok: false, error: "notFound" };
  },
});
