"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import type { AdminActionError } from "@/lib/rules/admin-errors";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { businessToday } from "@/lib/rules/booking-time";
import { getClosureConflicts, getWholeDayClosures, scheduleErrorFromDb, type ClosureConflict } from "@/lib/data/admin-schedule";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";
import { usFederalHolidays, type HolidayDate } from "@/lib/rules/us-federal-holidays";
import type { ScheduleErrorKey } from "@/lib/validation/admin-schedule";
import { BOOKING_ERROR_CODES } from "@/lib/rules/db-errors";

export type AddHolidaysResult =
  | { ok: true; years: string; added: number }
  | { ok: false; error: "conflicts"; conflicts: ClosureConflict[] }
  | { ok: false; error: AdminActionError | ScheduleErrorKey };

const wholeDay = (day: string) => ({ p_starts_on: day, p_ends_on: day });

/**
 * Staff close the shop on the US federal holidays of this year still ahead
 * and on next year's 11 (years on the shop's calendar; each on its observed
 * day), all day, the reason being
 * the holiday's name in English and Spanish. Days a whole-day closure
 * already covers are skipped, so calling it again adds nothing. When open
 * appointments fall on the days to add and `confirmed` is not true, the
 * result is "conflicts" (all of them) and nothing is added; with `confirmed`
 * they are flagged needs_call and their customers emailed, as for one
 * closure (admin-add-closure). All days are added in one transaction
 * (add_closures): every one, or none.
 */
export const addFederalHolidays: ServerAction<[confirmed: unknown], AddHolidaysResult> = defineAction({
  access: "staff",
  input: z.boolean(),
  invalid: () => ({ ok: false, error: "failed" }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async (confirmed, { supabase }) => {
    const today = businessToday();
    const year = Number(today.slice(0, 4));
    const holidays = [year, year + 1].flatMap((y) => usFederalHolidays(y)).filter((h) => h.observed >= today);
    const days = holidays.map((h) => h.observed).sort();
    const closed = days.length ? await getWholeDayClosures(supabase, days[0]!, days.at(-1)!) : [];
    if (!closed) return { ok: false, error: "failed" };
    const todo = holidays.filter((h) => !closed.some((c) => c.starts_on <= h.observed && h.observed <= c.ends_on));

    const conflictsOn = async (list: HolidayDate[]) => {
      const found = await Promise.all(list.map((h) => getClosureConflicts(supabase, wholeDay(h.observed))));
      return found.some((f) => f === null) ? null : found.flatMap((f) => f!).sort((a, b) => a.appointment_date.localeCompare(b.appointment_date));
    };
    if (!confirmed) {
      const conflicts = await conflictsOn(todo);
      if (!conflicts) return { ok: false, error: "failed" };
      if (conflicts.length) return { ok: false, error: "conflicts", conflicts };
    }

    const en = await getTranslations({ locale: "en", namespace: "Admin.schedule.holidays" });
    const es = await getTranslations({ locale: "es", namespace: "Admin.schedule.holidays" });
    const reason = (t: typeof en, h: HolidayDate) => (h.observed === h.date ? t(`names.${h.holiday}`) : t("observedName", { name: t(`names.${h.holiday}`) }));
    const { data: added, error } = await supabase.rpc("add_closures", {
      p_closures: todo.map((h) => ({ starts_on: h.observed, ends_on: h.observed, reason_en: reason(en, h), reason_es: reason(es, h) })),
      p_confirmed: confirmed,
    });
    if (error?.code === BOOKING_ERROR_CODES.closureConflicts) {
      // Booked since the check above: nothing was added; ask again.
      const conflicts = await conflictsOn(todo);
      return conflicts ? { ok: false, error: "conflicts", conflicts } : { ok: false, error: "failed" };
    }
    if (error) return { ok: false, error: scheduleErrorFromDb(error, "add_closures (holidays)", "invalidClosure") };
    if (confirmed && added.length) deliverAfterResponse();
    return { ok: true, years: `${year}–${year + 1}`, added: added.length };
  },
});
