import { addDays } from "./booking-time";
import { WARRANTY_RULES } from "./business-rules";

// The end of a repair job (docs/estimates.md#warranty): the receipt's number
// as it is printed, and whether a completed request is still under the
// warranty its receipt states. The database holds the same rules
// (public.request_open_for_replies, public.open_warranty_request); these
// decide only what the pages offer.

/** A receipt's number as printed on it and in emails: "REC-1001" (assigned by the database, receipts.number). */
export function formatReceiptNumber(number: number): string {
  return `REC-${number}`;
}

/** The last day of the warranty of a request completed on `completedOn` (the shop's calendar). */
export const warrantyEndsOn = (completedOn: string) => addDays(completedOn, WARRANTY_RULES.days);

/** Whether a warranty ending on `endsOn` still runs on `today` (both the shop's calendar, "YYYY-MM-DD"): through its last day. */
export const underWarranty = (endsOn: string, today: string) => today <= endsOn;

/**
 * Whether the request's conversation takes replies, and if not why: an open
 * request does; a completed one while its receipt's warranty runs
 * ("warrantyEnded" after); a cancelled one, or one completed without a
 * receipt, is "closed".
 */
export type ReplyWindow = "open" | "closed" | "warrantyEnded";

export function replyWindow(status: string, warrantyEnds: string | null, today: string): ReplyWindow {
  if (status === "cancelled") return "closed";
  if (status !== "completed") return "open";
  if (!warrantyEnds) return "closed";
  return underWarranty(warrantyEnds, today) ? "open" : "warrantyEnded";
}

/** Only a pending request can be withdrawn by its owner. */
export const canWithdraw = (status: string) => status === "pending";

/**
 * Days a finished device waits for its owner after the shop says it is ready;
 * after them, and another try to reach the owner, it may be recycled or
 * disposed of. The job ticket states it (docs/product.md, "The staff console").
 */
export const UNCOLLECTED_DEVICE_DAYS = 60;
