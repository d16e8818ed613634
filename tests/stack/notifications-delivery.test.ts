// @module-tag local-stack
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_RULES } from "@/lib/rules/business-rules";
import { pointAppAt } from "../helpers/app-env";
import { startTestStack, type TestStack } from "../helpers/stack";

// The deliverer against the local stack and an SMTP server this test controls:
// refusing, down, then back. Nothing may be lost or sent twice, and one bad
// row must not hold up the others.

interface Received {
  to: string[];
  subject: string;
  messageId: string;
}

let stack: TestStack;
let received: Received[] = [];
let refusing = false;
let smtp: SMTPServer;
let smtpPort = 0;
let deliver: typeof import("@/lib/server/notification-deliver").deliverDueNotifications;

function startSmtp(port = 0) {
  smtp = new SMTPServer({
    authOptional: true,
    // The deliverer's pool keeps connections open; "down" means down now.
    closeTimeout: 100,
    disabledCommands: ["STARTTLS"],
    onRcptTo(_address, _session, callback) {
      callback(refusing ? Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 }) : undefined);
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? "",
          messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1] ?? "",
        });
        callback();
      });
    },
  });
  return new Promise<void>((resolve) =>
    smtp.listen(port, "127.0.0.1", () => {
      smtpPort = (smtp.server.address() as AddressInfo).port;
      resolve();
    }),
  );
}

const stopSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()));

const statuses = async () =>
  (await stack.db.query<{ status: string; n: number }>("select status, count(*)::int as n from private.notification_outbox group by status order by status")).rows;

const pending = async () =>
  (await stack.db.query<{ n: number }>("select count(*)::int as n from private.notification_outbox where status = 'pending'")).rows[0]!.n;

beforeAll(async () => {
  stack = await startTestStack();
  await startSmtp();
  pointAppAt(stack, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  ({ deliverDueNotifications: deliver } = await import("@/lib/server/notification-deliver"));
  // Only what is due now: the seed's rows and three new reviews' alerts.
  await stack.db.query("update private.notification_outbox set status = 'void' where send_after > now()");
  const reviews = stack.serviceClient().from("reviews");
  for (const name of ["Ana", "Ben", "Cleo"]) {
    const { error } = await reviews.insert({ name, email: `${name.toLowerCase()}@example.test`, service: "other", rating: 5, review_text: "Great help." });
    expect(error).toBeNull();
  }
});

afterAll(async () => {
  await stopSmtp();
  await stack?.stop();
});

describe("delivery survives SMTP faults", () => {
  let due = 0;
  let clock = new Date();
  const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

  it("with the server refusing, every row stays queued with its error and a backoff", async () => {
    clock = new Date();
    due = await pending();
    expect(due).toBeGreaterThanOrEqual(3);
    refusing = true;
    const report = await deliver({ now: clock });
    expect(report).toEqual({ sent: 0, failed: due });
    expect(received).toEqual([]);
    const { rows } = await stack.db.query<{ attempts: number; last_error: string; wait: number }>(
      "select attempts, last_error, extract(epoch from send_after - $1::timestamptz)::int as wait from private.notification_outbox where status = 'pending'",
      [clock],
    );
    expect(rows).toHaveLength(due);
    for (const row of rows) {
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/Mailbox busy/);
      expect(row.wait).toBe(NOTIFICATION_RULES.retryBaseSeconds);
    }
    expect(await deliver({ now: clock })).toEqual({ sent: 0, failed: 0 });
  });

  it("with the server down, they wait again, doubling the backoff", async () => {
    await stopSmtp();
    const report = await deliver({ now: later(NOTIFICATION_RULES.retryBaseSeconds) });
    expect(report).toEqual({ sent: 0, failed: due });
    const { rows } = await stack.db.query<{ attempts: number; wait: number }>(
      "select attempts, extract(epoch from send_after - $1::timestamptz)::int as wait from private.notification_outbox where status = 'pending'",
      [clock],
    );
    expect(rows.every((r) => r.attempts === 2 && r.wait === NOTIFICATION_RULES.retryBaseSeconds * 2)).toBe(true);
  });

  it("once it is back, every email is delivered exactly once", async () => {
    await startSmtp(smtpPort);
    refusing = false;
    expect(await deliver({ now: later(NOTIFICATION_RULES.retryBaseSeconds * 2) })).toEqual({ sent: due, failed: 0 });
    expect(await deliver({ now: later(3600) })).toEqual({ sent: 0, failed: 0 });
    expect(received).toHaveLength(due);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(due);
    expect(await pending()).toBe(0);
    const shop = received.filter((m) => m.to.includes("support@bytewisetech.com"));
    expect(shop.length).toBeGreaterThanOrEqual(3);
  });

  it("a row that cannot be rendered fails alone; the rest go", async () => {
    received = [];
    await stack.db.query("select private.queue_notification('shop_new_review', null, '{}'::jsonb, 'broken:1')");
    const { error } = await stack.serviceClient().from("reviews").insert({ name: "Dee", email: "dee@example.test", service: "other", rating: 4, review_text: "Fine." });
    expect(error).toBeNull();
    expect(await deliver({ now: later(1) })).toEqual({ sent: 1, failed: 1 });
    expect(received).toHaveLength(1);
    const { rows } = await stack.db.query<{ status: string; attempts: number; last_error: string }>(
      "select status, attempts, last_error from private.notification_outbox where dedupe_key = 'broken:1'",
    );
    expect(rows[0]).toMatchObject({ status: "pending", attempts: 1 });
    expect(rows[0]!.last_error).not.toBe("");
    expect(await statuses()).toEqual(expect.arrayContaining([{ status: "sent", n: due + 1 }]));
  });
});
