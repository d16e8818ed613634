import "server-only";
import { headers } from "next/headers";
import { CLIENT_IP_HEADER, EMAIL_LINK_RATE_LIMITS } from "@/lib/rules/business-rules";
import { dbErrorKey } from "@/lib/rules/db-errors";
import { clientIp } from "@/lib/proxy/client-ip";
import { createAdminClient } from "@/lib/supabase/admin";

/**
 * An attempt to open an emailed link: taken, with the headers the action's
 * Auth calls carry (the visitor's address in X-Forwarded-For, which a local
 * stack behind LOCAL_STACK_TRUSTED_PROXY_HEADER counts; hosted Auth counts
 * the site's own address), or refused (`minutes`: when to try again).
 */
export type EmailLinkAttempt =
  | { ok: true; authHeaders: Record<string, string> }
  | { ok: false; error: "tooManyAttempts"; minutes: number }
  | { ok: false; error: "failed" };

/** How long a visitor refused for too many attempts waits: the longer window. */
export const EMAIL_LINK_RETRY_MINUTES = Math.max(EMAIL_LINK_RATE_LIMITS.perClient.windowMinutes, EMAIL_LINK_RATE_LIMITS.perAccount.windowMinutes);

/**
 * Counts one attempt to open an emailed link (confirmation, reset,
 * invitation, email change) before Supabase Auth sees it: the database
 * limits attempts per client address (the one the platform reports,
 * lib/proxy/client-ip) and per account (`email` when the visitor typed one
 * or is signed in, else the account `tokenHash` belongs to), because Auth's
 * own per-IP limit counts this server, not the visitor.
 */
export async function takeEmailLinkAttempt(link: { email?: string; tokenHash?: string }): Promise<EmailLinkAttempt> {
  const ip = clientIp(await headers(), { VERCEL: process.env.VERCEL, TRUSTED_CLIENT_IP_HEADER: process.env.TRUSTED_CLIENT_IP_HEADER });
  const { error } = await createAdminClient(ip ? { [CLIENT_IP_HEADER]: ip } : {}).rpc("take_email_link_attempt", {
    p_email: link.email ?? "",
    p_token_hash: link.tokenHash ?? "",
  });
  if (!error) return { ok: true, authHeaders: ip ? { "x-forwarded-for": ip } : {} };
  if (dbErrorKey("emailLink", error.code)) return { ok: false, error: "tooManyAttempts", minutes: EMAIL_LINK_RETRY_MINUTES };
  console.error("Counting an email link attempt failed:", error.code ?? error.message);
  return { ok: false, error: "failed" };
}
