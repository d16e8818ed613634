import "server-only";
import { dbErrorKey } from "@/lib/rules/db-errors";
import { createAdminClient } from "@/lib/supabase/admin";
import { isOptionalKind, type OptionalKind } from "@/lib/rules/notification-kinds";
import { verifyUnsubscribeToken } from "./notification-unsubscribe-token";

export type UnsubscribeOutcome = { ok: true; kind: OptionalKind } | { ok: false; error: "invalidLink" | "failed" };

/**
 * Turns off the kind of email an unsubscribe link came in, for the account
 * that email went to. The token is the only credential (no session needed):
 * it is signed and names one outbox row. A malformed, forged or expired token,
 * or one whose row is gone (the account was deleted), is "invalidLink";
 * anything else that goes wrong is "failed" and worth retrying. Repeating an
 * unsubscribe is harmless: the preference simply stays off.
 *
 * Shared by the unsubscribe page's confirm button and the one-click POST
 * (List-Unsubscribe-Post), never reached by a GET.
 */
export async function unsubscribeWithToken(token: unknown, now = new Date()): Promise<UnsubscribeOutcome> {
  const id = typeof token === "string" ? verifyUnsubscribeToken(token, now) : null;
  if (id === null) return { ok: false, error: "invalidLink" };

  const { data, error } = await createAdminClient().rpc("unsubscribe_notification", { p_id: id });
  // No optional email with that id (PT404): the account or the row is gone.
  const refusal = dbErrorKey("unsubscribe", error?.code);
  if (refusal) return { ok: false, error: refusal };
  const kind = data?.[0]?.kind;
  if (error || !kind || !isOptionalKind(kind)) {
    console.error("Error unsubscribing:", error?.message ?? `unexpected answer ${JSON.stringify(data)}`);
    return { ok: false, error: "failed" };
  }
  return { ok: true, kind };
}
