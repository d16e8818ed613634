import type { AuthContext } from "../types";
import { AuthError } from "./http";

// A link's token hash is sha224(email + 6-digit code), as Supabase Auth
// builds it: whoever knows an address has a million candidates, a few
// milliseconds each. So every token hash that finds no live link counts
// against the caller's IP (the connecting socket, or the trusted proxy's
// header: http.ts `clientIp`), and after a handful the verify path answers
// that IP 429 until the window has passed, right links included. Applies
// even with LOCAL_STACK_RATE_LIMITS=off, like the wrong-code lock: it is what
// stops guessing.

/** Token hashes one IP may get wrong within the window before its verify path locks. */
export const WRONG_LINKS_PER_IP = 10;
export const WRONG_LINKS_WINDOW_MS = 15 * 60_000;

const byStack = new WeakMap<object, Map<string, number[]>>();

function recentWrongLinks(ctx: AuthContext, ip: string): number[] {
  let counts = byStack.get(ctx.db);
  if (!counts) byStack.set(ctx.db, (counts = new Map()));
  const now = Date.now();
  const recent = (counts.get(ip) ?? []).filter((at) => now - at < WRONG_LINKS_WINDOW_MS);
  counts.set(ip, recent);
  return recent;
}

/** Throws 429 while `ip` has used up its wrong token hashes in the window. */
export function assertLinkPathOpen(ctx: AuthContext, ip: string): void {
  if (recentWrongLinks(ctx, ip).length >= WRONG_LINKS_PER_IP) {
    throw new AuthError(429, "over_request_rate_limit", "Request rate limit reached");
  }
}

/** Records a token hash from `ip` that matched no live link. */
export function recordWrongLink(ctx: AuthContext, ip: string): void {
  recentWrongLinks(ctx, ip).push(Date.now());
}
