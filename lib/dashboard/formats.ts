import type { DateTimeFormatOptions } from "next-intl";

/** Short month, day, year. The zone is next-intl's: the business time zone. */
export const dateFormat = { month: "short", day: "numeric", year: "numeric" } satisfies DateTimeFormatOptions;

/** 2-digit hour and minute. */
export const timeFormat = { hour: "2-digit", minute: "2-digit" } satisfies DateTimeFormatOptions;
