"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { CLIENT_IP_HEADER } from "@/lib/rules/business-rules";
import { dbErrorKey } from "@/lib/rules/db-errors";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { clientIp } from "@/lib/proxy/client-ip";
import { createAdminClient } from "@/lib/supabase/admin";
import { reviewSchema } from "@/lib/validation/review";
import { HONEYPOT_FIELD } from "@/lib/validation/review-options";
import { deliverAfterResponse } from "@/lib/server/notification-deliver-after-response";

export type SubmitReviewError = "invalid" | "rateLimited" | "failed";
export type SubmitReviewResult = { ok: true } | { ok: false; error: SubmitReviewError };

/** A filled honeypot field, whatever else was sent: a bot. Tried before the review itself. */
const BOT = Symbol("bot");
const botSchema = z.looseObject({ [HONEYPOT_FIELD]: z.string().trim().min(1) }).transform((): typeof BOT => BOT);

/**
 * Stores a visitor's review, unapproved (the database forces approved = false).
 * A filled honeypot field means a bot: it is told "ok" and nothing is stored.
 * Only the service role may insert reviews, so this action is their one way
 * in, and the `x-client-ip` it sends is the address the hosting platform
 * reported (lib/proxy/client-ip), never one the visitor wrote. A trigger
 * limits reviews per address (when there is one), per email and across the
 * site, refusing by SQLSTATE (lib/rules/db-errors.ts). Reads no cookies, so /contact stays
 * statically rendered (hence `anyone`: the wrapper creates no session client).
 */
export const submitReview: ServerAction<[input: unknown], SubmitReviewResult> = defineAction({
  access: "anyone",
  input: z.union([botSchema, reviewSchema]),
  invalid: () => ({ ok: false, error: "invalid" }),
  handler: async (review) => {
    if (review === BOT) return { ok: true };
    const ip = clientIp(await headers(), { VERCEL: process.env.VERCEL, TRUSTED_CLIENT_IP_HEADER: process.env.TRUSTED_CLIENT_IP_HEADER });
    const supabase = createAdminClient(ip ? { [CLIENT_IP_HEADER]: ip } : {});
    const { name, email, service, rating, review: reviewText } = review;
    const { error } = await supabase
      .from("reviews")
      .insert({ name, email, service, rating, review_text: reviewText, approved: false });
    if (!error) {
      deliverAfterResponse();
      return { ok: true };
    }
    const refusal = dbErrorKey("review", error.code);
    if (refusal) return { ok: false, error: refusal };
    console.error("Review submission failed:", error.message);
    return { ok: false, error: "failed" };
  },
});
