"use server";

import { headers } from "next/headers";
import { CLIENT_IP_HEADER, RATE_LIMIT_MESSAGE } from "@/lib/business-rules";
import { clientIp } from "@/lib/request/client-ip";
import { createAdminClient } from "@/lib/supabase/admin";
import { reviewSchema } from "@/lib/validation/review";
import { HONEYPOT_FIELD } from "@/lib/validation/review-options";
import { deliverAfterResponse } from "@/lib/notifications/deliver-after-response";

export type SubmitReviewError = "invalid" | "rateLimited" | "failed";
export type SubmitReviewResult = { ok: true } | { ok: false; error: SubmitReviewError };

/**
 * Stores a visitor's review, unapproved (the database forces approved = false).
 * A filled honeypot field means a bot: it is told "ok" and nothing is stored.
 * Only the service role may insert reviews, so this action is their one way
 * in, and the `x-client-ip` it sends is the address the hosting platform
 * reported (lib/request/client-ip), never one the visitor wrote. A trigger
 * limits reviews per address (one shared bucket when there is none) and per
 * email and refuses with "rate limit". Reads no cookies, so /contact stays
 * statically rendered.
 */
export async function submitReview(input: unknown): Promise<SubmitReviewResult> {
  if (isBot(input)) return { ok: true };
  const parsed = reviewSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };

  const ip = clientIp(await headers(), { VERCEL: process.env.VERCEL, TRUSTED_CLIENT_IP_HEADER: process.env.TRUSTED_CLIENT_IP_HEADER });
  const supabase = createAdminClient(ip ? { [CLIENT_IP_HEADER]: ip } : {});
  const { name, email, service, rating, review } = parsed.data;
  const { error } = await supabase
    .from("reviews")
    .insert({ name, email, service, rating, review_text: review, approved: false });
  if (!error) {
    deliverAfterResponse();
    return { ok: true };
  }
  if (RATE_LIMIT_MESSAGE.test(error.message)) return { ok: false, error: "rateLimited" };
  console.error("Review submission failed:", error.message);
  return { ok: false, error: "failed" };
}

function isBot(input: unknown) {
  if (typeof input !== "object" || input === null) return false;
  const trap = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof trap === "string" && trap.trim() !== "";
}
