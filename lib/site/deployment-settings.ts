/**
 * What a Vercel deployment refuses to build without (next.config.ts calls
 * this): its own Supabase project, never the local stack's public development
 * keys; and CRON_SECRET, without which nobody may call the email sweeper, so
 * reminders, retries and the attachment clean-up would silently never run
 * (docs/notifications.md). Elsewhere (local development, tests) nothing is
 * required. Returns the problem to report, or null.
 */
export function missingDeploymentSettings(env: Record<string, string | undefined>): string | null {
  if (!env.VERCEL) return null;
  const publicKey = env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY || env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  if (!env.NEXT_PUBLIC_SUPABASE_URL || !publicKey || !env.SUPABASE_SERVICE_ROLE_KEY) {
    return (
      "Missing Supabase settings: set NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY and " +
      "SUPABASE_SERVICE_ROLE_KEY in the Vercel project (see .env.example). The local development keys are not for deployment."
    );
  }
  if (!env.CRON_SECRET) {
    return (
      "Missing CRON_SECRET: set it in the Vercel project (a long random string, e.g. `openssl rand -hex 32`; see .env.example). " +
      "Vercel Cron sends it to /api/cron/notifications, the sweeper that sends reminders and retries failed emails."
    );
  }
  return null;
}
