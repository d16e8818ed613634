"use server";

import { createClient } from "@supabase/supabase-js";
import { headers } from "next/headers";
import { CLIENT_IP_HEADER, RATE_LIMIT_MESSAGE } from "@/lib/business-rules";
import type { Database } from "@/lib/database.types";
import { supabasePublishableKey, supabaseUrl } from "@/lib/supabase/env";
import { reviewSchema } from "@/lib/validation/review";
import { HONEYPOT_FIELD } from "@/lib/validation/review-options";

export type SubmitReviewError = "invalid" | "rateLimited" | "failed";
export type SubmitReviewResult = { ok: true } | { ok: false; error: SubmitReviewError };

/**
 * Stores a visitor's review, unapproved (the database forces approved = false).
 * A filled honeypot field means a bot: it is told "ok" and nothing is stored.
 * The visitor's address travels to Postgres in `x-client-ip`, where a trigger
 * limits reviews per address and per email and refuses with "rate limit".
 * Uses a cookie-less anon client so /contact stays statically rendered.
 */
export async function submitReview(input: unknown): Promise<SubmitReviewResult> {
  if (isBot(input)) return { ok: true };
  const parsed = reviewSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid" };

  const ip = clientIp(await headers());
  const supabase = createClient<Database>(supabaseUrl, supabasePublishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: ip ? { [CLIENT_IP_HEADER]: ip } : {} },
  });
  const { name, email, service, rating, review } = parsed.data;
  const { error } = await supabase
    .from("reviews")
    .insert({ name, email, service, rating, review_text: review, approved: false });
  if (!error) return { ok: true };
  if (RATE_LIMIT_MESSAGE.test(error.message)) return { ok: false, error: "rateLimited" };
  console.error("Review submission failed:", error.message);
  return { ok: false, error: "failed" };
}

function isBot(input: unknown) {
  if (typeof input !== "object" || input === null) return false;
  const trap = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof trap === "string" && trap.trim() !== "";
}

/**
 * The first x-forwarded-for entry (set by the hosting proxy, e.g. Vercel),
 * else x-real-ip.
 */
function clientIp(requestHeaders: Headers) {
  const forwarded = requestHeaders.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || requestHeaders.get("x-real-ip")?.trim() || null;
}
