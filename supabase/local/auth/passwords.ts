import bcrypt from "bcryptjs";
import { AuthError } from "./http";
import { loadProjectAuthConfig } from "./project-config";

// Password hashing as Supabase stores it (bcrypt in auth.users.encrypted_password;
// the cost is the stack's passwordHashCost, 10 as Supabase's unless a test
// stack lowers it) and its strength rule (minimum length from
// supabase/config.toml; bcrypt reads at most 72 bytes).

const MAX_PASSWORD_BYTES = 72;

export interface WeakPassword {
  message: string;
  reasons: string[];
}

/** Why a password is too weak, or null. Too long is a validation error, not weakness. */
export function passwordWeakness(password: string): WeakPassword | null {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw new AuthError(400, "validation_failed", `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const { minimumPasswordLength } = loadProjectAuthConfig();
  if (password.length >= minimumPasswordLength) return null;
  return { message: `Password should be at least ${minimumPasswordLength} characters.`, reasons: ["length"] };
}

/** Throws Supabase's 422 `weak_password` (with `weak_password.reasons`) for a weak password. */
export function assertStrongPassword(password: string): void {
  const weakness = passwordWeakness(password);
  if (weakness) {
    throw new AuthError(422, "weak_password", weakness.message, { weak_password: { reasons: weakness.reasons } });
  }
}

export const hashPassword = (password: string, cost: number): Promise<string> => bcrypt.hash(password, cost);

export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  return hash ? bcrypt.compare(password, hash) : false;
}
