import type { useFormatter } from "next-intl";
import { formatTimeWith } from "@/lib/rules/date-time";

type Formatter = ReturnType<typeof useFormatter>;

/** A day as the customer's record lists it: "Nov 28, 2026" (the shop's time zone). */
export const recordDay = (format: Formatter, instant: string) => format.dateTime(new Date(instant), { month: "short", day: "numeric", year: "numeric" });

/** A moment as the customer's record lists it: "Nov 28, 2026, 3:07 PM" (the shop's time zone). */
export const recordMoment = (format: Formatter, instant: string) => `${recordDay(format, instant)}, ${formatTimeWith(format, new Date(instant))}`;
