import "server-only";
import { createAdminClient } from "@/lib/supabase/admin";
import { site } from "@/lib/site";
import { isOptionalKind, type OutboxRow } from "./kinds";
import { renderNotification } from "./render";
import { mailFrom, mailTransport, shopAddress } from "./transport";
import { createUnsubscribeToken } from "./unsubscribe-token";

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
 * backoff and never blocks the others. `now` is the clock rows are due by.
 */
export async function deliverDueNotifications({ now = new Date(), maxBatches = 10 } = {}): Promise<DeliveryReport> {
  const admin = createAdminClient();
  const report: DeliveryReport = { sent: 0, failed: 0 };
  let shop: Promise<string[]> | undefined;
  for (let batch = 0; batch < maxBatches; batch++) {
    const { data, error } = await admin.rpc("claim_notifications", { p_limit: BATCH, p_now: now.toISOString() });
    if (error) throw new Error(`Could not claim notifications: ${error.message}`);
    const rows = data as unknown as OutboxRow[];
    await Promise.all(
      rows.map(async (row) => {
        const failure = await sendOne(row, now, () => (shop ??= shopRecipients(admin))).then(
          () => null,
          (cause: unknown) => (cause instanceof Error ? cause.message : String(cause)),
        );
        const finish = await admin.rpc("finish_notification", { p_id: row.id, p_error: failure, p_now: now.toISOString() });
        if (finish.error) throw new Error(`Could not record delivery ${row.id}: ${finish.error.message}`);
        report[failure ? "failed" : "sent"]++;
      }),
    );
    if (rows.length < BATCH) break;
  }
  return report;
}

async function shopRecipients(admin: Admin) {
  const { data, error } = await admin.rpc("notification_staff_emails");
  if (error) throw new Error(`Could not list staff addresses: ${error.message}`);
  return [...new Set([shopAddress(), ...(data ?? [])])];
}

async function sendOne(row: OutboxRow, now: Date, shop: () => Promise<string[]>) {
  const to = row.recipient ? [row.recipient] : await shop();
  const prefix = row.locale === "en" ? "" : `/${row.locale}`;
  const token = isOptionalKind(row.kind) ? createUnsubscribeToken(row.id, now) : null;
  const email = await renderNotification(row, {
    now,
    unsubscribeUrl: token ? `${site.url}${prefix}/unsubscribe?token=${token}` : undefined,
  });
  await mailTransport().sendMail({
    from: mailFrom(),
    to,
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
