/**
 * How often the email sweeper runs (vercel.json's cron, `*\/5 * * * *`; a
 * test keeps them equal). The staff overview warns once it has not run for
 * twice that long: reminders, retries and the attachment clean-up are then
 * waiting (docs/notifications.md).
 */
export const SWEEPER_INTERVAL_MINUTES = 5;

/** True when the sweeper never ran, or last ran more than two intervals before `now`. */
export function sweeperIsLate(lastRun: Date | null, now: Date = new Date()): boolean {
  return !lastRun || now.getTime() - lastRun.getTime() > 2 * SWEEPER_INTERVAL_MINUTES * 60_000;
}
