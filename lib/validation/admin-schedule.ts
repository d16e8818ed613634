import { z } from "@/lib/validation/zod";
import { parseDay } from "@/lib/rules/admin-days";
import { addDays, businessToday } from "@/lib/rules/booking-time";
import { CLOSURE_MAX_SPAN_DAYS, CLOSURE_REASON_MAX, CLOSURE_TIMES, SHOP_WEEKDAYS, TECHNICIANS_RANGE, type ShopWeekday } from "@/lib/rules/business-rules";

// The console's schedule page (app/[locale]/admin/schedule): technicians on
// duty per weekday and closures. Each schema is used by its form and again by
// its action. Messages are keys of Admin.schedule.errors (ScheduleErrorKey).

export const SCHEDULE_ERROR_KEYS = [
  "techniciansRange",
  "startRequired",
  "invalidDate",
  "startInPast",
  "endBeforeStart",
  "rangeTooLong",
  "invalidTime",
  "untilBeforeFrom",
  "reasonEnRequired",
  "reasonEsRequired",
  "reasonTooLong",
  "invalidClosure",
] as const;
export type ScheduleErrorKey = (typeof SCHEDULE_ERROR_KEYS)[number];

/** The numbers the schedule's error messages state (Admin.schedule.errors). */
export const SCHEDULE_ERROR_VALUES = { min: TECHNICIANS_RANGE.min, max: TECHNICIANS_RANGE.max, reasonMax: CLOSURE_REASON_MAX } as const;
export const isScheduleErrorKey = (key: string): key is ScheduleErrorKey => (SCHEDULE_ERROR_KEYS as readonly string[]).includes(key);

/** A whole number in TECHNICIANS_RANGE, typed (the form's text, or a number). */
const technicianCount = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,2}$/, "techniciansRange"),
    ],
    { error: "techniciansRange" },
  )
  .transform(Number)
  .pipe(z.number().int("techniciansRange").min(TECHNICIANS_RANGE.min, "techniciansRange").max(TECHNICIANS_RANGE.max, "techniciansRange"));

/** One count per shop weekday, all five required. */
export const techniciansSchema = z.object(
  Object.fromEntries(SHOP_WEEKDAYS.map(({ day }) => [day, technicianCount])) as Record<ShopWeekday, typeof technicianCount>,
);
export type TechniciansInput = z.input<typeof techniciansSchema>;
export type TechniciansValues = z.output<typeof techniciansSchema>;

const reason = (required: ScheduleErrorKey) => z.string().trim().min(1, required).max(CLOSURE_REASON_MAX, "reasonTooLong");

/**
 * "Close the shop": days are the shop's calendar days (YYYY-MM-DD); the first
 * is today or later (today on the shop's clock, when parsed), the last ("" =
 * the first) not before it and at most a year after. With `partOfDay` the
 * shop is closed from..until on each day (CLOSURE_TIMES, until after from);
 * without it the times are ignored.
 */
export const closureSchema = z
  .object({
    startsOn: z
      .string()
      .refine((v) => v !== "", "startRequired")
      .refine((v) => v === "" || parseDay(v) !== null, "invalidDate"),
    endsOn: z.string().refine((v) => v === "" || parseDay(v) !== null, "invalidDate"),
    partOfDay: z.boolean(),
    closedFrom: z.string(),
    closedUntil: z.string(),
    reasonEn: reason("reasonEnRequired"),
    reasonEs: reason("reasonEsRequired"),
  })
  .superRefine((v, ctx) => {
    const issue = (path: "startsOn" | "endsOn" | "closedFrom" | "closedUntil", message: ScheduleErrorKey) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    const start = parseDay(v.startsOn);
    const end = v.endsOn === "" ? start : parseDay(v.endsOn);
    if (start && start < businessToday()) issue("startsOn", "startInPast");
    if (start && end && end < start) issue("endsOn", "endBeforeStart");
    else if (start && end && end > addDays(start, CLOSURE_MAX_SPAN_DAYS)) issue("endsOn", "rangeTooLong");
    if (!v.partOfDay) return;
    const from = CLOSURE_TIMES.includes(v.closedFrom);
    const until = CLOSURE_TIMES.includes(v.closedUntil);
    if (!from) issue("closedFrom", "invalidTime");
    if (!until) issue("closedUntil", "invalidTime");
    if (from && until && v.closedUntil <= v.closedFrom) issue("closedUntil", "untilBeforeFrom");
  });
export type ClosureValues = z.output<typeof closureSchema>;

/** add_closure's and closure_conflicts' day and time arguments; a whole-day closure leaves the times out (NULL). */
export interface ClosureRange {
  p_starts_on: string;
  p_ends_on: string;
  p_closed_from?: string;
  p_closed_until?: string;
}

/** What the closure becomes in the database. */
export const closureRange = (v: ClosureValues): ClosureRange => ({
  p_starts_on: v.startsOn,
  p_ends_on: v.endsOn || v.startsOn,
  p_closed_from: v.partOfDay ? v.closedFrom : undefined,
  p_closed_until: v.partOfDay ? v.closedUntil : undefined,
});
