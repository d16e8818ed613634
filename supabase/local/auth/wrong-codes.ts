import type { Queryable } from "../db";
import type { AuthContext } from "../types";

// An emailed code has six digits: a million guesses. Besides the per-IP limit
// on /verify, each address gets a few wrong codes per hour; the last one voids
// every code and link the address has outstanding, so guessing on (from any
// number of IPs) can no longer succeed and the owner asks for a new email.
// This applies even with LOCAL_STACK_RATE_LIMITS=off: it is what stops brute force.

/** Wrong codes one address may send within the window; the last voids its codes. */
export const WRONG_CODES_PER_ADDRESS = 5;
const WINDOW_MS = 60 * 60_000;

const byStack = new WeakMap<object, Map<string, number[]>>();

/** Records a wrong code for `email`; true when it was the last one allowed. */
export function recordWrongCode(ctx: AuthContext, email: string): boolean {
  let counts = byStack.get(ctx.db);
  if (!counts) byStack.set(ctx.db, (counts = new Map()));
  const key = email.toLowerCase();
  const now = Date.now();
  const recent = (counts.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
  recent.push(now);
  if (recent.length < WRONG_CODES_PER_ADDRESS) {
    counts.set(key, recent);
    return false;
  }
  counts.delete(key);
  return true;
}

/** Voids every emailed code and link of the address (confirmation, recovery, reauthentication). */
export async function voidCodes(db: Queryable, email: string): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `update auth.users set confirmation_token = '', recovery_token = '', reauthentication_token = '', updated_at = now()
     where lower(email) = lower($1) returning id`,
    [email],
  );
  if (rows[0]) await db.query("delete from auth.one_time_tokens where user_id = $1", [rows[0].id]);
}
