/**
 * Supabase Auth error codes the site explains in the visitor's language (keys
 * of the AuthErrors namespace). Any other code falls back to Supabase's own
 * message in English and to the generic text in Spanish ("the
 * message or a generic message").
 */
export const knownAuthErrors = [
  "invalid_credentials",
  "email_not_confirmed",
  "user_already_exists",
  "email_exists",
  "weak_password",
  "same_password",
  "otp_expired",
  "over_email_send_rate_limit",
  "over_request_rate_limit",
  "session_not_found",
  "user_banned",
  "signup_disabled",
  "email_address_invalid",
  "reauthentication_needed",
] as const;

export type KnownAuthError = (typeof knownAuthErrors)[number];

export function knownAuthError(code: string | null | undefined): KnownAuthError | null {
  return knownAuthErrors.includes(code as KnownAuthError) ? (code as KnownAuthError) : null;
}

/** What the client needs from a Supabase error, also as a server action result. */
export interface AuthFailure {
  code?: string;
  message?: string;
}
