import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { serviceRoleKey } from "@/lib/supabase/admin";

/** How long an unsubscribe link in an email keeps working. */
const LIFETIME_DAYS = 60;

// The link names the outbox row (never the account) and when it expires,
// signed with a key derived from the service-role secret, so nobody can make
// or alter one and no extra secret needs configuring.
const key = () => createHmac("sha256", serviceRoleKey()).update("unsubscribe-link").digest();
const sign = (body: string) => createHmac("sha256", key()).update(body).digest("base64url");

export function createUnsubscribeToken(outboxId: number, now = new Date()) {
  const expires = Math.floor(now.getTime() / 1000) + LIFETIME_DAYS * 86_400;
  const body = `${outboxId}.${expires}`;
  return `${body}.${sign(body)}`;
}

/** The outbox row a token names, or null when it is malformed, forged or expired. */
export function verifyUnsubscribeToken(token: string, now = new Date()): number | null {
  const match = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expires, signature] = match;
  const expected = Buffer.from(sign(`${id}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(signature!))) return null;
  if (Number(expires) * 1000 < now.getTime()) return null;
  return Number(id);
}
