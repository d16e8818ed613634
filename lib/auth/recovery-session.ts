/**
 * How long after opening a password-reset link the password may be changed.
 * A password change needs proof of the mailbox: a session that was signed in
 * by an emailed link or code minutes ago. A password sign-in, an older
 * session, a borrowed laptop or a stolen cookie cannot change it.
 */
export const RECOVERY_SESSION_MINUTES = 15;

/** The sign-in methods (access-token `amr`) of an emailed link or code. */
const EMAILED_PROOF_METHODS = new Set(["recovery", "otp"]);

interface AmrEntry {
  method?: unknown;
  timestamp?: unknown;
}

/** True when the token's `amr` holds an emailed link or code used within the window. */
export function isRecentRecovery(amr: unknown, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  if (!Array.isArray(amr)) return false;
  const oldest = nowSeconds - RECOVERY_SESSION_MINUTES * 60;
  return amr.some((entry: AmrEntry) => {
    const { method, timestamp } = entry ?? {};
    return typeof method === "string" && EMAILED_PROOF_METHODS.has(method) && typeof timestamp === "number" && timestamp >= oldest && timestamp <= nowSeconds + 60;
  });
}
