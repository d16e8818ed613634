import "server-only";
import { after } from "next/server";
import { deliverDueNotifications } from "./notification-deliver";

/**
 * Sends what the action just queued once the response has gone, so nobody
 * waits for SMTP. Due rows go oldest first, so this drains whatever else is
 * due too (rows queued outside the app, retries that came due): one batch
 * could leave the action's own email behind them. Best effort: whatever this
 * misses (an instance frozen, SMTP down) the sweeper (/api/cron/notifications)
 * sends later.
 */
export function deliverAfterResponse() {
  after(() =>
    deliverDueNotifications().catch((error: unknown) => {
      console.error("Notification delivery after the response failed:", error);
    }),
  );
}
