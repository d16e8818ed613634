import "server-only";
import { createAdminClient } from "@/lib/supabase/admin";
import { site } from "@/lib/site/business-profile";
import { isOptionalKind, type OutboxRow } from "@/lib/rules/notification-kinds";
import { renderNotification } from "./notification-render";
import { alertRecipients, mailFrom, mailTransport, shopAddress } from "./notification-transport";
import { createUnsubscribeToken } from "./notification-unsubscribe-token";

/** Rows claimed at a time; a run stops after maxBatches so one call stays short. */
const BATCH = 20;

export interface DeliveryReport {
  sent: number;
  failed: number;
}

type Admin = ReturnType<typeof createAdminClient>;

/**
 * Sends every due email in the outbox: claims rows (a row another deliverer
 * holds is skipped), renders and sends each, and records the outcome, so a
 * failure of one row (SMTP refusing, a template error) is retried later with
 * backoff and never blocks the others. `now` fixes the clock rows are due by
 * (tests); without it each batch reads the time afresh, so a long run never
 * claims with a lease that has already run out.
 */
export async function deliverDueNotifications({ now, maxBatches = 10 }: { now?: Date; maxBatches?: number } = {}): Promise<DeliveryReport> {
  const admin = createAdminClient();
  const report: DeliveryReport = { sent: 0, failed: 0 };
  let shop: Promise<ShopRecipients> | undefined;
  for (let batch = 0; batch < maxBatches; batch++) {
    const clock = now ?? new Date();
    const { data, error } = await admin.rpc("claim_notifications", { p_limit: BATCH, p_now: clock.toISOString() });
    if (error) throw new Error(`Could not claim notifications: ${error.message}`);
    const rows = data as unknown as OutboxRow[];
    await Promise.all(
      rows.map(async (row) => {
        const failure = await sendOne(row, clock, () => (shop ??= shopRecipients(admin))).then(
          () => null,
          (cause: unknown) => cause,
        );
        const finish = await admin.rpc("finish_notification", {
          p_id: row.id,
          p_attempt: row.attempts,
          p_error: failure === null ? undefined : failure instanceof Error ? failure.message : String(failure),
          p_permanent: isPermanent(failure),
          p_now: clock.toISOString(),
        });
        if (finish.error) throw new Error(`Could not record delivery ${row.id}: ${finish.error.message}`);
        report[failure === null ? "sent" : "failed"]++;
      }),
    );
    if (rows.length < BATCH) break;
  }
  return report;
}

/** Deletes outbox rows done with long ago (NOTIFICATION_RULES.retentionDays); returns how many. */
export async function purgeOldNotifications(now = new Date()) {
  const { data, error } = await createAdminClient().rpc("purge_notifications", { p_now: now.toISOString() });
  if (error) throw new Error(`Could not purge notifications: ${error.message}`);
  return data;
}

/** An SMTP 5xx answer (no such mailbox, address refused): retrying cannot help. */
const isPermanent = (failure: unknown) => {
  const code = (failure as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

type ShopRecipients = ReturnType<typeof alertRecipients>;

/** The shop's address, and every staff account in Bcc, so nobody's address reaches a customer a reply goes to. */
async function shopRecipients(admin: Admin): Promise<ShopRecipients> {
  const { data, error } = await admin.rpc("notification_staff_emails");
  if (error) throw new Error(`Could not list staff addresses: ${error.message}`);
  return alertRecipients(shopAddress(), data ?? []);
}

async function sendOne(row: OutboxRow, now: Date, shop: () => Promise<ShopRecipients>) {
  const { to, bcc } = row.recipient ? { to: row.recipient, bcc: [] } : await shop();
  const prefix = row.locale === "en" ? "" : `/${row.locale}`;
  const token = isOptionalKind(row.kind) ? createUnsubscribeToken(row.id, now) : null;
  const email = await renderNotification(row, {
    now,
    unsubscribeUrl: token ? `${site.url}${prefix}/unsubscribe?token=${token}` : undefined,
  });
  await mailTransport().sendMail({
    from: mailFrom(),
    to,
    bcc,
    replyTo: replyTo(row),
    subject: email.subject,
    html: email.html,
    text: email.text,
    attachments: email.attachments,
    // The same Message-ID on a retry lets a receiving server drop a duplicate.
    messageId: `<notification-${row.id}@${new URL(site.url).hostname}>`,
    headers: token
      ? {
          "List-Unsubscribe": `<${site.url}/api/unsubscribe?token=${token}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }
      : {},
  });
}

/**
 * Where a reply goes: a customer's reply reaches the shop (MAIL_FROM may be a
 * no-reply address); staff replying to an alert write to the customer.
 */
function replyTo(row: OutboxRow) {
  if (row.recipient) return shopAddress();
  return "customer_email" in row.payload ? row.payload.customer_email : undefined;
}
