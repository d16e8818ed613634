import { randomUUID } from "node:crypto";
import type { Queryable } from "../db";
import { AUDIENCE, findUserById, jsonb, type UserRow } from "./users";

// Writes to auth.users and auth.identities in the order Supabase Auth makes
// them, so database triggers on auth.users (e.g. a profile trigger reading
// raw_user_meta_data on insert) see what they would see on hosted Supabase.

const NIL_INSTANCE = "00000000-0000-0000-0000-000000000000";

export interface NewEmailUser {
  email: string;
  passwordHash: string;
  userMetadata: Record<string, unknown>;
  /** Sign-up merges the request's data into the identity and uses it as user_metadata; admin creation does not. */
  metadataFromIdentity: boolean;
}

/** Inserts an email user with its email identity; returns the stored row. */
export async function createEmailUser(tx: Queryable, input: NewEmailUser): Promise<UserRow> {
  const id = randomUUID();
  const now = new Date();
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at)
     values ($1, $2, $3, $3, $4, $5, $6, $7, $8, $8)`,
    [
      NIL_INSTANCE,
      id,
      AUDIENCE,
      input.email,
      input.passwordHash,
      jsonb({ provider: "email", providers: ["email"] }),
      jsonb(input.userMetadata),
      now,
    ],
  );
  const identityData: Record<string, unknown> = { sub: id, email: input.email, email_verified: false, phone_verified: false };
  if (input.metadataFromIdentity) {
    for (const [key, value] of Object.entries(input.userMetadata)) if (!(key in identityData)) identityData[key] = value;
  }
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', $4, $4, $4)`,
    [id, id, jsonb(identityData), now],
  );
  if (input.metadataFromIdentity) {
    await tx.query("update auth.users set raw_user_meta_data = $2 where id = $1", [id, jsonb(identityData)]);
  }
  return (await findUserById(tx, id))!;
}

/**
 * Marks the email confirmed: clears the confirmation token and every one-time
 * token, and records `email_verified: true` in user_metadata and the identity.
 */
export async function confirmEmail(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set confirmation_token = '', email_confirmed_at = now(), updated_at = now(),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
  await tx.query("delete from auth.one_time_tokens where user_id = $1", [userId]);
}

/** Rewrites app_metadata.provider/providers from the user's identities. */
export async function refreshProviders(tx: Queryable, userId: string): Promise<void> {
  const { rows } = await tx.query<{ provider: string }>(
    "select provider from auth.identities where user_id = $1 group by provider order by min(created_at)",
    [userId],
  );
  const providers = rows.map((row) => row.provider);
  const update: Record<string, unknown> = { providers };
  if (providers.length > 0) update.provider = providers[0];
  await tx.query(
    "update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb where id = $1",
    [userId, jsonb(update)],
  );
}

/**
 * Stores a new password hash. As Supabase Auth does on any password change,
 * pending email tokens become void and every session except `keepSessionId`
 * ends.
 */
export async function setPassword(tx: Queryable, userId: string, hash: string, keepSessionId: string | null) {
  await tx.query(
    `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
       recovery_token = '', recovery_sent_at = null, updated_at = now()
     where id = $1`,
    [userId, hash],
  );
  await tx.query("delete from auth.one_time_tokens where user_id = $1", [userId]);
  await tx.query("delete from auth.sessions where user_id = $1 and id is distinct from $2", [userId, keepSessionId]);
}
