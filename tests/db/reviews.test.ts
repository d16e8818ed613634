import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, REVIEW_LIMITS, REVIEW_RATE_LIMITS } from "@/lib/rules/business-rules";
import { DB_ERROR_CODES } from "@/lib/rules/db-errors";
import type { Db, Queryable } from "@/supabase/local/db";
import { type Actor, anon, as, attempt, createUser, customer, migratedDb, serviceRole, staff } from "./helpers/db";

let db: Db;
let alice: string;
let sam: string;
let counter = 0;

beforeAll(async () => {
  db = await migratedDb();
  alice = await createUser(db, { fullName: "Alice" });
  sam = await createUser(db, { fullName: "Sam", staff: true });
});
afterAll(() => db?.close());

const uniqueEmail = () => `reviewer${++counter}@example.com`;
const uniqueIp = () => `203.0.113.${++counter % 250}`;

/** The review server action: the service role, with the visitor's address in x-client-ip when it has one. */
const server = (ip?: string): Actor => ({ role: "service_role", headers: ip ? { [CLIENT_IP_HEADER]: ip } : {} });

/** The app's insert: approved=false sent, here overridable to prove the trigger. */
function submit(q: Queryable, fields: Partial<{ name: string; email: string; service: string; rating: number; review_text: string; approved: boolean }> = {}) {
  const row = { name: "Rosa", email: uniqueEmail(), service: "network-setup", rating: 5, review_text: "Great service.", approved: false, ...fields };
  return attempt(q, "insert into public.reviews (name, email, service, rating, review_text, approved) values ($1, $2, $3, $4, $5, $6)", Object.values(row));
}

/** A stored review, committed, approved or not (as the owner: bypasses RLS). */
async function stored(approved: boolean, text = `Review ${++counter}`): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    "insert into public.reviews (name, email, service, rating, review_text) values ('Pat', $1, 'other', 4, $2) returning id",
    [uniqueEmail(), text],
  );
  if (approved) await db.query("update public.reviews set approved = true where id = $1", [rows[0]!.id]);
  return rows[0]!.id;
}

describe("reviews: the public", () => {
  it("only the server (service role) may insert; approved is forced false whatever is sent", async () => {
    await as(db, server(uniqueIp()), async (q) => {
      const email = uniqueEmail();
      expect((await submit(q, { email, approved: true, name: "  Rosa  " })).error).toBeNull();
      await q.query("reset role");
      const { rows } = await q.query("select approved, name from public.reviews where email = $1", [email]);
      expect(rows).toEqual([{ approved: false, name: "Rosa" }]);
    });
  });

  it("anon and customers cannot insert, with or without a client address", async () => {
    for (const actor of [anon({ [CLIENT_IP_HEADER]: uniqueIp() }), anon(), customer(alice)] as Actor[]) {
      const res = await as(db, actor, (q) => submit(q));
      expect(res.error?.message, actor.role).toMatch(/permission denied/);
    }
  });

  it("anon and customers read approved reviews only, and never the email column", async () => {
    const approved = await stored(true);
    const pending = await stored(false);
    for (const actor of [anon(), customer(alice)]) {
      await as(db, actor, async (q) => {
        const { rows } = await q.query<{ id: string }>("select id, name, service, rating, review_text, created_at, approved from public.reviews");
        const ids = rows.map((r) => r.id);
        expect(ids).toContain(approved);
        expect(ids).not.toContain(pending);
        for (const sql of ["select email from public.reviews", "select * from public.reviews", "select id from public.reviews where email like '%'"]) {
          expect((await attempt(q, sql)).error?.message, sql).toMatch(/permission denied/);
        }
      });
    }
  });

  it("the public cannot approve, edit or delete", async () => {
    const pending = await stored(false);
    for (const actor of [anon(), customer(alice)]) {
      await as(db, actor, async (q) => {
        const upd = await attempt(q, "update public.reviews set approved = true where id = $1 returning id", [pending]);
        expect(upd.error === null ? upd.rows : upd.error.message).toEqual(actor.role === "anon" ? expect.stringMatching(/permission denied/) : []);
        expect((await attempt(q, "update public.reviews set review_text = 'x' where id = $1", [pending])).error?.message).toMatch(/permission denied/);
        const del = await attempt(q, "delete from public.reviews where id = $1 returning id", [pending]);
        expect(del.error === null ? del.rows : del.error.message).toEqual(actor.role === "anon" ? expect.stringMatching(/permission denied/) : []);
      });
    }
    expect((await db.query("select approved from public.reviews where id = $1", [pending])).rows).toEqual([{ approved: false }]);
  });

  it("validation: rating 1-5, lengths, email shape, service list", async () => {
    await as(db, server(uniqueIp()), async (q) => {
      const bad: Record<string, unknown>[] = [
        { rating: 0 }, { rating: 6 },
        { name: "   " }, { name: "n".repeat(REVIEW_LIMITS.name + 1) },
        { email: "not-an-email" }, { email: "a b@example.com" }, { email: `${"e".repeat(REVIEW_LIMITS.email)}@example.com` },
        { review_text: "  " }, { review_text: "r".repeat(REVIEW_LIMITS.review + 1) },
        { service: "gardening" },
      ];
      for (const fields of bad) expect((await submit(q, fields)).error?.code, JSON.stringify(fields).slice(0, 60)).toBe("23514");
      expect((await submit(q, { name: "n".repeat(REVIEW_LIMITS.name), review_text: "r".repeat(REVIEW_LIMITS.review), service: "other" })).error).toBeNull();
    });
  });
});

describe("reviews: rate limits kept in Postgres", () => {
  it(`at most ${REVIEW_RATE_LIMITS.perEmail.max} per email address per ${REVIEW_RATE_LIMITS.perEmail.windowHours} h, ignoring case`, async () => {
    const email = uniqueEmail();
    for (let i = 0; i < REVIEW_RATE_LIMITS.perEmail.max; i++) {
      const res = await as(db, server(uniqueIp()), (q) => submit(q, { email: i === 1 ? email.toUpperCase() : email }), { commit: true });
      expect(res.error).toBeNull();
    }
    const refused = await as(db, server(uniqueIp()), (q) => submit(q, { email: ` ${email.toUpperCase()} ` }));
    expect(refused.error?.code).toBe(DB_ERROR_CODES.rateLimit);
  });

  it(`at most ${REVIEW_RATE_LIMITS.perClient.max} per client address per ${REVIEW_RATE_LIMITS.perClient.windowHours} h`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < REVIEW_RATE_LIMITS.perClient.max; i++) {
      expect((await as(db, server(ip), (q) => submit(q), { commit: true })).error).toBeNull();
    }
    const refused = await as(db, server(ip), (q) => submit(q));
    expect(refused.error?.code).toBe(DB_ERROR_CODES.rateLimit);
    expect((await as(db, server(uniqueIp()), (q) => submit(q))).error).toBeNull();
  });

  it("submissions without a client address do not block each other: only the site-wide ceiling bounds them", async () => {
    await db.query("delete from private.review_submissions");
    for (let i = 0; i < REVIEW_RATE_LIMITS.perClient.max + 2; i++) {
      expect((await as(db, server(), (q) => submit(q), { commit: true })).error, `anonymous submission ${i + 1}`).toBeNull();
    }
    await db.query("delete from private.review_submissions");
  });

  it(`at most ${REVIEW_RATE_LIMITS.siteWide.max} through the API per ${REVIEW_RATE_LIMITS.siteWide.windowHours} h across the site, with or without addresses`, async () => {
    await db.query("delete from private.review_submissions");
    await db.query(
      "insert into private.review_submissions (email_hash, client_hash, through_api) select md5(g::text), null, true from generate_series(1, $1) g",
      [REVIEW_RATE_LIMITS.siteWide.max - 1],
    );
    expect((await as(db, server(uniqueIp()), (q) => submit(q), { commit: true })).error).toBeNull();
    for (const ip of [uniqueIp(), undefined]) {
      const refused = await as(db, server(ip), (q) => submit(q));
      expect(refused.error?.code, ip ?? "no address").toBe(DB_ERROR_CODES.rateLimit);
    }
    await db.query("delete from private.review_submissions");
  });

  it("submissions older than the window no longer count", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < REVIEW_RATE_LIMITS.perEmail.max; i++) {
      await as(db, server(uniqueIp()), (q) => submit(q, { email }), { commit: true });
    }
    const hours = REVIEW_RATE_LIMITS.perEmail.windowHours;
    await db.query("update private.review_submissions set created_at = created_at - make_interval(hours => $1)", [hours]);
    expect((await as(db, server(uniqueIp()), (q) => submit(q, { email }))).error).toBeNull();
  });

  it("only salted hashes are kept, and no API role can read them", async () => {
    const ip = "198.51.100.77";
    const email = uniqueEmail();
    await as(db, server(ip), (q) => submit(q, { email }), { commit: true });
    const { rows } = await db.query<{ email_hash: string; client_hash: string }>("select email_hash, client_hash from private.review_submissions");
    const text = JSON.stringify(rows);
    expect(text).not.toContain(ip);
    expect(text).not.toContain(email);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.email_hash))).toBe(true);
    for (const actor of [anon(), customer(alice), staff(sam), serviceRole()]) {
      for (const table of ["private.review_submissions", "private.secrets"]) {
        expect((await as(db, actor, (q) => attempt(q, `select * from ${table}`))).error?.message).toMatch(/permission denied/);
      }
    }
  });
});

describe("reviews: staff", () => {
  it("staff read all rows (without the email column), approve and delete", async () => {
    const pending = await stored(false);
    const other = await stored(false);
    await as(db, staff(sam), async (q) => {
      expect((await q.query("select id from public.reviews where id = $1", [pending])).rows).toEqual([{ id: pending }]);
      const upd = await q.query("update public.reviews set approved = true where id = $1 returning approved", [pending]);
      expect(upd.rows).toEqual([{ approved: true }]);
      const del = await q.query("delete from public.reviews where id = $1 returning id", [other]);
      expect(del.rows).toEqual([{ id: other }]);
      expect((await attempt(q, "update public.reviews set review_text = 'edited' where id = $1", [pending])).error?.message).toMatch(/permission denied/);
    }, { commit: true });
    const visible = await as(db, anon(), (q) => q.query("select id from public.reviews where id = $1", [pending]));
    expect(visible.rows).toEqual([{ id: pending }]);
  });

  it("admin_list_reviews gives staff the emails; customers and anon are refused", async () => {
    const pending = await stored(false, "Needs moderation");
    const { rows } = await as(db, staff(sam), (q) => q.query<{ id: string; email: string }>("select id, email from public.admin_list_reviews(p_approved => false)"));
    expect(rows.find((r) => r.id === pending)?.email).toMatch(/@example\.com$/);
    expect((await as(db, customer(alice), (q) => attempt(q, "select * from public.admin_list_reviews()"))).error?.message).toBe("Staff only");
    expect((await as(db, anon(), (q) => attempt(q, "select * from public.admin_list_reviews()"))).error?.message).toMatch(/permission denied/);
  });
});
