import { createHmac } from "node:crypto";
import { expect } from "@playwright/test";
import { site } from "@/lib/site/business-profile";
import type { StoredMail } from "@/supabase/local/mailbox/store";
import { e2eEnv } from "@/scripts/e2e-env";
import { stackUrl } from "./supabase";

/** Where shop alerts land (SHOP_NOTIFICATION_EMAIL is not set in the tests). */
export const SHOP_ADDRESS = site.email;

/**
 * Runs the email sweeper as Vercel Cron would, optionally with its clock moved
 * to `now` (NOTIFICATIONS_TEST_CLOCK=on in the test build). Returns its report.
 */
export async function sweep(baseURL: string, now?: Date) {
  const url = new URL("/api/cron/notifications", baseURL);
  if (now) url.searchParams.set("now", now.toISOString());
  const response = await fetch(url, { headers: { authorization: `Bearer ${process.env.CRON_SECRET ?? e2eEnv.CRON_SECRET}` } });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { sent: number; failed: number };
}

/** Every email the test stack's SMTP server received for `email`, newest first. */
export async function inbox(email: string): Promise<StoredMail[]> {
  const response = await fetch(`${stackUrl()}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as StoredMail[];
}

/** Waits for an email to `email` whose subject or text matches, and returns it. */
export async function waitForEmail(email: string, match: (mail: StoredMail) => boolean, what: string) {
  let found: StoredMail | undefined;
  let subjects: string[] = [];
  await expect
    .poll(
      async () => {
        const mails = await inbox(email);
        subjects = mails.map((mail) => mail.subject);
        return (found = mails.find(match)) !== undefined;
      },
      { message: `${what} for ${email} (has: ${JSON.stringify(subjects)})`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The UTC start of the one event in an iCalendar file. */
export function icsStart(ics: string) {
  const stamp = /^DTSTART:(\d{8}T\d{6}Z)\r?$/m.exec(ics)?.[1];
  expect(stamp, "DTSTART in the .ics").toBeTruthy();
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp!)!;
  return new Date(Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s!));
}

/** An unsubscribe link's token as the site signs it (lib/server/notification-unsubscribe-token.ts), valid for a day. */
export function signedUnsubscribeToken(outboxId: number) {
  const key = createHmac("sha256", e2eEnv.SUPABASE_SERVICE_ROLE_KEY).update("unsubscribe-link").digest();
  const body = `${outboxId}.${Math.floor(Date.now() / 1000) + 86_400}`;
  return `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
}
