import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, EMAIL_LINK_RATE_LIMITS } from "@/lib/rules/business-rules";
import { DB_ERROR_CODES } from "@/lib/rules/db-errors";
import type { Db } from "@/supabase/local/db";
import { type Actor, anon, as, attempt, createUser, customer, migratedDb } from "./helpers/db";

// public.take_email_link_attempt: what the site's link actions (verify-email,
// reset-password, confirm-email-change) call before Supabase Auth.

let db: Db;
let counter = 0;
const uniqueIp = () => `203.0.113.${++counter % 250}`;
const uniqueEmail = () => `link${++counter}@example.com`;
const LIMIT = EMAIL_LINK_RATE_LIMITS.perClient.max;

beforeAll(async () => {
  db = await migratedDb();
});
afterAll(() => db?.close());

/** The site's server: the service role, with the visitor's address when the platform reports one. */
const server = (ip?: string): Actor => ({ role: "service_role", headers: ip ? { [CLIENT_IP_HEADER]: ip } : {} });

/** One attempt, committed (as the action's own request is); the SQLSTATE of a refusal, else null. */
async function take(ip: string | undefined, link: { email?: string; tokenHash?: string }): Promise<string | null> {
  return as(
    db,
    server(ip),
    async (q) => {
      const res = await attempt(q, "select public.take_email_link_attempt($1, $2)", [link.email ?? "", link.tokenHash ?? ""]);
      return res.error ? (res.error.code ?? res.error.message) : null;
    },
    { commit: true },
  );
}

async function takeMany(n: number, ip: () => string | undefined, link: () => { email?: string; tokenHash?: string }) {
  const codes: (string | null)[] = [];
  for (let i = 0; i < n; i++) codes.push(await take(ip(), link()));
  return codes;
}

describe("emailed link attempts", () => {
  it("one address gets the limit, then PT429, whatever the links; another address is not affected", async () => {
    const ip = uniqueIp();
    const codes = await takeMany(LIMIT + 5, () => ip, () => ({ tokenHash: `${++counter}`.padStart(56, "0") }));
    expect(codes.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(null));
    expect(codes.slice(LIMIT)).toEqual(Array(5).fill(DB_ERROR_CODES.rateLimit));
    expect(await take(uniqueIp(), { tokenHash: "f".repeat(56) })).toBeNull();
  });

  it("one account gets the limit from any number of addresses: by the email typed, or by its link's token hash", async () => {
    const email = uniqueEmail();
    const id = await createUser(db, { email });
    const hash = "a".repeat(50) + `${counter}`.padStart(6, "0");
    await db.query("update auth.users set recovery_token = $2 where id = $1", [id, hash]);
    const half = LIMIT / 2;
    const byEmail = await takeMany(half, uniqueIp, () => ({ email: email.toUpperCase() }));
    const byLink = await takeMany(LIMIT - half, uniqueIp, () => ({ tokenHash: hash }));
    expect([...byEmail, ...byLink]).toEqual(Array(LIMIT).fill(null));
    expect(await take(uniqueIp(), { tokenHash: hash })).toBe(DB_ERROR_CODES.rateLimit);
    expect(await take(uniqueIp(), { email })).toBe(DB_ERROR_CODES.rateLimit);
  });

  it("an email with no account is limited too", async () => {
    const email = uniqueEmail();
    const codes = await takeMany(LIMIT + 1, uniqueIp, () => ({ email }));
    expect(codes.at(-1)).toBe(DB_ERROR_CODES.rateLimit);
    expect(codes.filter((code) => code === null)).toHaveLength(LIMIT);
  });

  it("without a reported address every attempt shares one bucket", async () => {
    const codes = await takeMany(LIMIT + 1, () => undefined, () => ({ tokenHash: `${++counter}`.padStart(56, "1") }));
    expect(codes.at(-1)).toBe(DB_ERROR_CODES.rateLimit);
    await db.query("delete from private.email_link_attempts");
  });

  it("attempts older than the window no longer count", async () => {
    const ip = uniqueIp();
    await takeMany(LIMIT, () => ip, () => ({}));
    expect(await take(ip, {})).toBe(DB_ERROR_CODES.rateLimit);
    await db.query("update private.email_link_attempts set created_at = created_at - make_interval(mins => $1)", [
      EMAIL_LINK_RATE_LIMITS.perClient.windowMinutes,
    ]);
    expect(await take(ip, {})).toBeNull();
  });

  it("only the server may take attempts; nobody reads them", async () => {
    for (const actor of [anon({ [CLIENT_IP_HEADER]: uniqueIp() }), customer(await createUser(db))]) {
      await as(db, actor, async (q) => {
        const call = await attempt(q, "select public.take_email_link_attempt('', '')");
        expect(call.error?.message, actor.role).toMatch(/permission denied/);
        const read = await attempt(q, "select * from private.email_link_attempts");
        expect(read.error?.message, actor.role).toMatch(/permission denied/);
      });
    }
  });
});
