import { AuthError } from "./http";

// Email address checks as Supabase Auth makes them (checkmail's format rule,
// 255 characters at most); addresses are stored lower-case.

const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function validEmail(email: string): string {
  if (!email) throw new AuthError(400, "validation_failed", "An email address is required");
  if (email.length > 255) throw new AuthError(400, "validation_failed", "An email address is too long");
  if (!EMAIL_FORMAT.test(email)) {
    throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
  }
  return email.toLowerCase();
}
