import type { Queryable } from "../db";

// auth.users rows and the user object Supabase Auth returns for them.

/** One auth.users row (the columns the Auth API reads). */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  email_change_confirm_status: number;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  email: string | null;
}

/** The audience every user of this project gets (Supabase's default). */
export const AUDIENCE = "authenticated";

/** A jsonb query parameter: JSON text reads the same through PGlite and pg (pg would turn arrays into Postgres arrays). */
export const jsonb = (value: unknown): string => JSON.stringify(value);

const iso = (value: Date | string | null | undefined): string | undefined =>
  value == null ? undefined : new Date(value).toISOString();

export const isConfirmed = (user: UserRow) => user.email_confirmed_at !== null || user.phone_confirmed_at !== null;

export const isBanned = (user: UserRow) => user.banned_until !== null && user.banned_until.getTime() > Date.now();

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>("select * from auth.users where id = $1", [id]);
  return rows[0] ?? null;
}

/** Email lookup as Supabase Auth does it: case-insensitive, non-SSO users of the audience. */
export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    "select * from auth.users where lower(email) = lower($1) and aud = $2 and is_sso_user = false",
    [email, AUDIENCE],
  );
  return rows[0] ?? null;
}

/** Copies `updates` onto `base`; a null value deletes the key (Supabase's metadata merge). */
export function mergeMetadata(base: Record<string, unknown> | null, updates: Record<string, unknown>) {
  const merged: Record<string, unknown> = { ...(base ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** Omits undefined fields, as Go's `omitempty` does. */
function compact(fields: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function identityJson(row: IdentityRow) {
  return compact({
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    email: row.email ?? undefined,
  });
}

/** The user object of the Auth API, identities included; unset timestamps are left out. */
export async function userJson(q: Queryable, user: UserRow) {
  const { rows } = await q.query<IdentityRow>(
    "select * from auth.identities where user_id = $1 order by created_at",
    [user.id],
  );
  return compact({
    id: user.id,
    aud: user.aud ?? "",
    role: user.role ?? "",
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: rows.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  });
}
