import { z } from "@/lib/validation/zod";
import { CANCEL_REASON_MAX } from "@/lib/rules/business-rules";

/** Why staff waive a visit's fee: required, at most CANCEL_REASON_MAX characters after trimming. Messages are keys of Admin.errors. */
export const feeWaiverReasonSchema = z.string().trim().min(1, "reasonRequired").max(CANCEL_REASON_MAX, "reasonTooLong");
