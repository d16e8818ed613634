import type { Db } from "../db";
import type { AuthContext } from "../types";
import { AuthError } from "./http";

// An emailed code has six digits, and a link's token hash is built from the
// address and that same code: a million guesses. Besides the per-IP limits
// on /verify (rate-limits.ts, wrong-links.ts), each address gets a few wrong
// codes per hour. The last one locks the code path ({email, token}) for that
// address until the window has passed, and voids every link and code the
// account has outstanding (confirmation, reset or invitation, email change),
// as hosted Auth does: someone is guessing, so what they guess at goes, and
// the owner asks for a new email. Applies even with
// LOCAL_STACK_RATE_LIMITS=off: it is what stops brute force.

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
    throw new AuthError(429, "over_request_rate_limit", "Too many wrong codes for this address. Try again later and ask for a new email.");
  }
}

/** Records a wrong code for `email`; the one that locks its code path also voids the account's links. */
export async function recordWrongCode(ctx: AuthContext, email: string): Promise<void> {
  const recent = recentWrongCodes(ctx, email);
  recent.push(Date.now());
  if (recent.length === WRONG_CODES_PER_ADDRESS) await voidOutstandingLinks(ctx.db, email);
}

/** Spends every link and code the account of `email` has outstanding. */
async function voidOutstandingLinks(db: Db, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `update auth.users
          set confirmation_token = '', recovery_token = '', email_change_token_new = '',
              email_change_token_current = '', reauthentication_token = '', updated_at = now()
        where lower(email) = lower($1)
        returning id`,
      [email],
    );
    if (rows[0]) await tx.query("delete from auth.one_time_tokens where user_id = $1", [rows[0].id]);
  });
}
