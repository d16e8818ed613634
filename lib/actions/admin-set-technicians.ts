"use server";

import type { AdminActionError } from "@/lib/admin/errors";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { scheduleErrorFromDb } from "@/lib/data/admin-schedule";
import { isScheduleErrorKey, SHOP_WEEKDAYS, techniciansSchema, type ScheduleErrorKey } from "@/lib/validation/admin-schedule";

export type SetTechniciansResult = { ok: true } | { ok: false; error: AdminActionError | ScheduleErrorKey };

/**
 * Staff set how many technicians work each weekday, Monday to Friday (1..20
 * each): that many appointments may overlap on that day. RLS lets only staff
 * update technicians_on_duty. The five rows are written one by one (the API
 * has no multi-row update), so a failure may leave some days changed; the
 * page is read again either way. A missing weekday row is "notFound".
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
    for (const { day, isodow } of SHOP_WEEKDAYS) {
      const { data, error } = await supabase.from("technicians_on_duty").update({ technicians: counts[day] }).eq("isodow", isodow).select("isodow");
      if (error) return { ok: false, error: scheduleErrorFromDb(error, "update technicians_on_duty", "techniciansRange") };
      if (data.length === 0) return { ok: false, error: "notFound" };
    }
    return { ok: true };
  },
});
