import type { AuthContext } from "../types";
import { AuthError } from "./http";
import { loadProjectAuthConfig } from "./project-config";

// Supabase Auth's request-count limits (sign-ins and sign-ups, and
// verifications, per IP per 5 minutes; auth emails per hour), kept per stack
// in memory as each Supabase Auth instance does. The per-address email
// interval is not here: it reads the *_sent_at columns of auth.users, like
// Supabase. Wrong codes per address: see wrong-codes.ts.

class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: () => number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit for `key`; false when the window is already full. */
  take(key: string): boolean {
    const now = Date.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length >= this.limit()) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }
}

interface Limiters {
  signIns: SlidingWindow;
  emails: SlidingWindow;
  verifications: SlidingWindow;
}

const byStack = new WeakMap<object, Limiters>();

function limiters(ctx: AuthContext): Limiters {
  let found = byStack.get(ctx.db);
  if (!found) {
    const limits = () => ctx.config.rateLimits;
    found = {
      signIns: new SlidingWindow(() => limits().signInsPerFiveMinutes, 5 * 60_000),
      emails: new SlidingWindow(() => limits().emailsPerHour, 60 * 60_000),
      verifications: new SlidingWindow(
        () => limits().verificationsPerFiveMinutes ?? loadProjectAuthConfig().tokenVerificationsPerFiveMinutes,
        5 * 60_000,
      ),
    };
    byStack.set(ctx.db, found);
  }
  return found;
}

/** Password sign-ins and sign-ups per IP: 429 `over_request_rate_limit` when over. */
export function takeSignInAttempt(ctx: AuthContext, ip: string): void {
  if (!limiters(ctx).signIns.take(ip)) {
    throw new AuthError(429, "over_request_rate_limit", "Request rate limit reached");
  }
}

/** Verify requests (links and codes) per IP: 429 `over_request_rate_limit` when over. */
export function takeVerificationAttempt(ctx: AuthContext, ip: string): void {
  if (!limiters(ctx).verifications.take(ip)) {
    throw new AuthError(429, "over_request_rate_limit", "Request rate limit reached");
  }
}

/** Auth emails per hour for the whole stack: 429 `over_email_send_rate_limit` when over. */
export function takeEmailSend(ctx: AuthContext): void {
  if (!limiters(ctx).emails.take("all")) {
    throw new AuthError(429, "over_email_send_rate_limit", "Email rate limit exceeded");
  }
}

/** Supabase's per-address interval between two emails of one kind (`*_sent_at`). */
export function assertEmailInterval(sentAt: Date | null, intervalSeconds: number): void {
  if (!sentAt) return;
  const leftMs = sentAt.getTime() + intervalSeconds * 1000 - Date.now();
  if (leftMs > 0) {
    throw new AuthError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${Math.floor(leftMs / 1000)} seconds.`,
    );
  }
}
