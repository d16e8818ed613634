import type { AuthContext } from "../types";
import { AuthError } from "./http";

// An emailed code has six digits: a million guesses. Besides the per-IP limit
// on /verify, each address gets a few wrong codes per hour; after the last
// one the code path ({email, token}) is locked for that address until the
// window has passed, so guessing on, from any number of IPs, cannot succeed.
// Links (a token hash: 224 bits, not guessable) keep working, so nobody can
// void another person's reset link or invitation by sending wrong codes for
// their address. Applies even with LOCAL_STACK_RATE_LIMITS=off: it is what
// stops brute force.

/** Wrong codes one address may send within the window before its code path locks. */
export const WRONG_CODES_PER_ADDRESS = 5;
export const WRONG_CODES_WINDOW_MS = 60 * 60_000;

const byStack = new WeakMap<object, Map<string, number[]>>();

function recentWrongCodes(ctx: AuthContext, email: string): number[] {
  let counts = byStack.get(ctx.db);
  if (!counts) byStack.set(ctx.db, (counts = new Map()));
  const key = email.toLowerCase();
  const now = Date.now();
  const recent = (counts.get(key) ?? []).filter((at) => now - at < WRONG_CODES_WINDOW_MS);
  counts.set(key, recent);
  return recent;
}

/** Throws 429 while `email` has used up its wrong codes in the window. */
export function assertCodePathOpen(ctx: AuthContext, email: string): void {
  if (recentWrongCodes(ctx, email).length >= WRONG_CODES_PER_ADDRESS) {
    throw new AuthError(429, "over_request_rate_limit", "Too many wrong codes for this address. Try again later or use the emailed link.");
  }
}

/** Records a wrong code for `email`. */
export function recordWrongCode(ctx: AuthContext, email: string): void {
  recentWrongCodes(ctx, email).push(Date.now());
}
