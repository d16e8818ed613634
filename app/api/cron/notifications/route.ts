import { timingSafeEqual } from "node:crypto";
import { sweepAttachments } from "@/lib/server/attachment-sweep";
import { deliverDueNotifications, purgeOldNotifications } from "@/lib/server/notification-deliver";
import { testClock } from "@/lib/server/notification-test-clock";
import { createAdminClient } from "@/lib/supabase/admin";

// The sweeper: sends reminders when they fall due and retries failed sends,
// and removes attachment files no message holds (lib/server/attachment-sweep.ts).
// Vercel Cron calls it with `Authorization: Bearer $CRON_SECRET`; so can
// Supabase pg_cron + pg_net, or the local timer of `npm run dev`
// (docs/notifications.md). Without CRON_SECRET configured nobody may call it.
export const dynamic = "force-dynamic";

function authorized(request: Request) {
  const secret = process.env.CRON_SECRET;
  if (!secret) return false;
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function GET(request: Request) {
  if (!authorized(request)) return Response.json({ error: "Unauthorized" }, { status: 401 });
  const requested = new URL(request.url).searchParams.get("now");
  const now = testClock(requested);
  if (now === undefined) return Response.json({ error: "The test clock is off" }, { status: 400 });
  try {
    const report = await deliverDueNotifications(requested === null ? {} : { now });
    // On the real clock, never the test clock: a test moving time ahead must not sweep uploads other tests still need.
    // A Storage failure is logged and never hides the emails' report.
    const attachmentsRemoved = await sweepAttachments().catch((error: unknown) => {
      console.error("Attachment sweep failed:", error);
      return null;
    });
    const purged = await purgeOldNotifications(now);
    // The staff overview warns when this stops arriving (lib/rules/notification-sweeper-health.ts).
    const { error } = await createAdminClient().rpc("record_sweeper_run");
    if (error) console.error("Could not record the sweeper's run:", error.message);
    return Response.json({ ...report, purged, attachmentsRemoved });
  } catch (error) {
    console.error("Notification sweep failed:", error);
    return Response.json({ error: "Delivery failed" }, { status: 500 });
  }
}
