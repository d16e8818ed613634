/**
 * The sweeper's clock. Tests move it forward (`?now=<ISO instant>`) to see a
 * reminder fall due, which only NOTIFICATIONS_TEST_CLOCK=on allows: the
 * end-to-end tests set it, a deployment never should. Returns undefined when
 * a time was asked for but may not (or cannot) be used.
 */
export function testClock(requested: string | null, env: Record<string, string | undefined> = process.env): Date | undefined {
  if (requested === null) return new Date();
  if (env.NOTIFICATIONS_TEST_CLOCK !== "on" || env.VERCEL_ENV === "production") return undefined;
  const at = new Date(requested);
  return Number.isNaN(at.getTime()) ? undefined : at;
}
