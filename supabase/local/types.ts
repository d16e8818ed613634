import type { StackConfig } from "./config";
import type { Db } from "./db";

/** One auth email, as the Auth API hands it to the Mailer (which sends it to the stack's SMTP server). */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** What the server gives the Auth API (supabase/local/auth) for each request. */
export interface AuthContext {
  db: Db;
  config: StackConfig;
  mailer: Mailer;
}

/** Verified access-token or API-key claims; `role` picks the Postgres role. */
export interface JwtClaims {
  role: string;
  sub?: string;
  email?: string;
  app_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
}
