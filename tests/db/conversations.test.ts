import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db, Queryable } from "@/supabase/local/db";
import { anon, as, attempt, createUser, customer, migratedDb, serviceRole, staff } from "./helpers/db";

// Service request conversations (migration 20261128000100): who reads and
// writes which message, internal notes, closed requests, limits, unread
// counts and the emails replies cause, each through the API roles.

let db: Db;
let sam: string;
beforeAll(async () => {
  db = await migratedDb({ seed: true });
  sam = await createUser(db, { fullName: "Sam Staff", staff: true });
});
afterAll(() => db?.close());

async function requestOf(userId: string, status = "pending") {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.service_requests (user_id, title, description, service_type) values ($1, 'Laptop will not boot', 'It shows a black screen after the logo appears.', 'computerRepair') returning id`,
    [userId],
  );
  const id = rows[0]!.id;
  for (const next of { pending: [], approved: ["approved"], completed: ["approved", "in_progress", "completed"], cancelled: ["cancelled"] }[status]!) {
    await db.query("update public.service_requests set status = $2 where id = $1", [id, next]);
  }
  return id;
}
const post = (q: Queryable, requestId: string, body: string, internal = false) =>
  attempt<{ id: string; from_staff: boolean; author_name: string | null; body: string }>(
    q, "insert into public.request_messages (request_id, body, internal) values ($1, $2, $3) returning id, from_staff, author_name, body", [requestId, body, internal]);
const bodies = async (q: Queryable, requestId: string) =>
  (await q.query<{ body: string }>("select body from public.request_messages where request_id = $1 order by created_at", [requestId])).rows.map((r) => r.body);
const unread = async (q: Queryable) =>
  Object.fromEntries((await q.query<{ request_id: string; unread: number }>("select * from public.request_unread_counts()")).rows.map((r) => [r.request_id, r.unread]));

describe("messages", () => {
  it("owner and staff talk; a note stays with staff; another customer and visitors see and write nothing", async () => {
    const [alice, bob] = [await createUser(db, { fullName: "Alice" }), await createUser(db, { fullName: "Bob" })];
    const request = await requestOf(alice);
    const mine = await as(db, customer(alice), (q) => post(q, request, "  It is a Dell XPS 13.  "), { commit: true });
    expect(mine.rows[0]).toMatchObject({ from_staff: false, author_name: "Alice", body: "It is a Dell XPS 13." });
    await as(db, staff(sam), async (q) => {
      expect((await post(q, request, "Please bring the charger.")).rows[0]).toMatchObject({ from_staff: true, author_name: "Sam Staff" });
      expect((await post(q, request, "Likely the SSD.", true)).error).toBeNull();
    }, { commit: true });

    expect(await as(db, customer(alice), (q) => bodies(q, request))).toEqual(["It is a Dell XPS 13.", "Please bring the charger."]);
    expect(await as(db, staff(sam), (q) => bodies(q, request))).toEqual(["It is a Dell XPS 13.", "Please bring the charger.", "Likely the SSD."]);
    expect(await as(db, customer(bob), (q) => bodies(q, request))).toEqual([]);
    expect(await as(db, anon(), (q) => attempt(q, "select body from public.request_messages"))).toMatchObject({ error: { code: "42501" } });
    await as(db, customer(bob), async (q) => expect((await post(q, request, "Let me in")).error?.code).toBe("42501"));
    await as(db, customer(alice), async (q) => {
      expect((await post(q, request, "A note of my own", true)).error?.code).toBe("42501");
      expect((await attempt(q, "insert into public.request_messages (request_id, body, from_staff) values ($1, 'x', true)", [request])).error?.code).toBe("42501");
    });
  });

  it("refuses an empty or too long body, replies to a closed request, and a flood", async () => {
    const carol = await createUser(db, { fullName: "Carol" });
    const open = await requestOf(carol);
    const closed = await requestOf(carol, "completed");
    await as(db, customer(carol), async (q) => {
      expect((await post(q, open, "   ")).error?.code).toBe("23514");
      expect((await post(q, open, "x".repeat(4001))).error?.code).toBe("23514");
      expect((await post(q, open, "x".repeat(4000))).error).toBeNull();
      expect((await post(q, closed, "Still broken")).error?.code).toBe("RQ001");
      for (let i = 0; i < 29; i++) expect((await post(q, open, `Update ${i}`)).error).toBeNull();
      expect((await post(q, open, "One too many")).error?.code).toBe("WB005");
    });
    await as(db, staff(sam), async (q) => {
      expect((await post(q, closed, "Closed now")).error?.code).toBe("RQ001");
      expect((await post(q, closed, "Warranty noted", true)).error).toBeNull();
    });
  });
});

describe("unread counts and emails", () => {
  it("a staff reply is unread for the customer until opened; a note never; a customer reply is unread for staff", async () => {
    const dan = await createUser(db, { fullName: "Dan" });
    const request = await requestOf(dan);
    await as(db, staff(sam), (q) => q.query("select public.mark_request_read($1)", [request]), { commit: true });
    await as(db, staff(sam), async (q) => {
      await post(q, request, "We have the part.");
      await post(q, request, "Order #1234", true);
    }, { commit: true });
    expect((await as(db, customer(dan), unread))[request]).toBe(1);
    expect((await as(db, staff(sam), unread))[request]).toBeUndefined();
    await as(db, customer(dan), (q) => q.query("select public.mark_request_read($1)", [request]), { commit: true });
    expect((await as(db, customer(dan), unread))[request]).toBeUndefined();
    await as(db, customer(dan), (q) => post(q, request, "Great, thanks!"), { commit: true });
    expect((await as(db, staff(sam), unread))[request]).toBe(1);
    expect((await as(db, customer(await createUser(db)), (q) => q.query<{ ok: boolean }>("select public.mark_request_read($1) as ok", [request]))).rows).toEqual([{ ok: false }]);
  });

  it("replies in a row make one email, a few minutes later; a note makes none", async () => {
    const eve = await createUser(db, { fullName: "Eve" });
    const request = await requestOf(eve);
    await as(db, staff(sam), async (q) => {
      await post(q, request, "First");
      await post(q, request, "Second");
      await post(q, request, "Internal", true);
    }, { commit: true });
    await as(db, customer(eve), (q) => post(q, request, "Reply"), { commit: true });
    const { rows } = await db.query<{ kind: string; user_id: string | null; delay: number }>(
      `select kind, user_id, extract(epoch from send_after - created_at)::int as delay from private.notification_outbox
       where payload ->> 'request_id' = $1 and kind in ('request_reply', 'shop_request_reply') order by id`, [request]);
    expect(rows).toEqual([
      { kind: "request_reply", user_id: eve, delay: 180 },
      { kind: "shop_request_reply", user_id: null, delay: 180 },
    ]);
  });
});

describe("a withdrawn message (its files failed: the server deletes it)", () => {
  const pendingReplyEmails = async (requestId: string) =>
    (await db.query<{ kind: string }>(
      `select kind from private.notification_outbox where payload ->> 'request_id' = $1 and status = 'pending' and kind in ('request_reply', 'shop_request_reply') order by id`,
      [requestId],
    )).rows.map((r) => r.kind);
  const withdraw = (id: string) => as(db, serviceRole(), (q) => q.query("delete from public.request_messages where id = $1", [id]), { commit: true });

  it("takes its waiting email with it, unless the email still covers another reply from that side", async () => {
    const fay = await createUser(db, { fullName: "Fay" });
    const request = await requestOf(fay);
    const only = (await as(db, customer(fay), (q) => post(q, request, "Photo attached"), { commit: true })).rows[0]!.id;
    expect(await pendingReplyEmails(request)).toEqual(["shop_request_reply"]);
    await withdraw(only);
    expect(await pendingReplyEmails(request)).toEqual([]);

    const first = (await as(db, customer(fay), (q) => post(q, request, "First try"), { commit: true })).rows[0]!.id;
    const second = (await as(db, customer(fay), (q) => post(q, request, "With the photo"), { commit: true })).rows[0]!.id;
    const third = (await as(db, customer(fay), (q) => post(q, request, "And the model number"), { commit: true })).rows[0]!.id;
    const staffReply = (await as(db, staff(sam), (q) => post(q, request, "Thanks, looking at it."), { commit: true })).rows[0]!.id;
    expect(await pendingReplyEmails(request)).toEqual(["shop_request_reply", "request_reply"]);
    // The shop's one email covers the three; the customer's is the staff reply's alone.
    await withdraw(first);
    expect(await pendingReplyEmails(request)).toEqual(["shop_request_reply", "request_reply"]);
    await withdraw(third);
    expect(await pendingReplyEmails(request)).toEqual(["shop_request_reply", "request_reply"]);
    await withdraw(staffReply);
    expect(await pendingReplyEmails(request)).toEqual(["shop_request_reply"]);
    await withdraw(second);
    expect(await pendingReplyEmails(request)).toEqual([]);
  });
});

describe("attachments", () => {
  it("go on the caller's own message, at most five, and are hidden with a note", async () => {
    const fay = await createUser(db, { fullName: "Fay" });
    const request = await requestOf(fay);
    const file = (message: string, n: number) =>
      [message, request, `${request}/${message}/photo-${n}.jpg`, `photo-${n}.jpg`, "image/jpeg", 1000] as const;
    const attach = (q: Queryable, args: readonly unknown[]) =>
      attempt(q, "insert into public.request_attachments (message_id, request_id, object_path, file_name, mime_type, size_bytes) values ($1, $2, $3, $4, $5, $6)", [...args]);
    const own = (await as(db, customer(fay), (q) => post(q, request, "Photo of the error"), { commit: true })).rows[0]!.id;
    const note = (await as(db, staff(sam), (q) => post(q, request, "Internal photo", true), { commit: true })).rows[0]!.id;
    await as(db, customer(fay), async (q) => {
      expect((await attach(q, file(note, 1))).error).not.toBeNull();
      expect((await attach(q, [own, request, `${request}/elsewhere/x.jpg`, "x.jpg", "image/jpeg", 1])).error?.code).toBe("23514");
      expect((await attach(q, [own, request, `${request}/${own}/x.exe`, "x.exe", "application/x-msdownload", 1])).error?.code).toBe("23514");
      for (let n = 1; n <= 5; n++) expect((await attach(q, file(own, n))).error).toBeNull();
      expect((await attach(q, file(own, 6))).error?.code).toBe("RQ002");
    }, { commit: true });
    await as(db, staff(sam), (q) => attach(q, file(note, 9)), { commit: true });
    const seen = async (who: string, actor: typeof customer) =>
      (await as(db, actor(who), (q) => q.query("select file_name from public.request_attachments where request_id = $1", [request]))).rows.length;
    expect(await seen(fay, customer)).toBe(5);
    expect(await seen(sam, staff)).toBe(6);
    expect(await seen(await createUser(db), customer)).toBe(0);
  });
});
