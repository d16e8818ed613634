import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY } from "./local-dev-keys";
import { LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from "./local-dev-service-role-key";

const LOCAL_KEYS = new Set([LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SERVICE_ROLE_KEY, LOCAL_SECRET_KEY]);

/** Whether a Supabase URL points at this machine (the local stack, `supabase start`). */
export function isLocalSupabaseUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}

/**
 * What a deployment refuses to build without (next.config.ts calls this):
 * - any production build (`next build`, on Vercel or elsewhere) whose Supabase
 *   URL is not local refuses the local stack's public development keys, set or
 *   left to their defaults: they would never work against that project, and
 *   the secret one is known to everyone;
 * - on Vercel, its own Supabase project, and CRON_SECRET, without which nobody
 *   may call the email sweeper, so reminders, retries and the attachment
 *   clean-up would silently never run (docs/notifications.md).
 * Elsewhere (local development, tests) nothing is required. Returns the
 * problem to report, or null.
 */
export function missingDeploymentSettings(
  env: Record<string, string | undefined>,
  build: { production: boolean } = { production: false },
): string | null {
  const url = env.NEXT_PUBLIC_SUPABASE_URL;
  const publicKey = env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY || env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  const secretKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if ((build.production || env.VERCEL) && url && !isLocalSupabaseUrl(url)) {
    if (!publicKey || !secretKey || LOCAL_KEYS.has(publicKey) || LOCAL_KEYS.has(secretKey)) {
      return (
        `The Supabase project at ${url} needs its own keys: set NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY and ` +
        "SUPABASE_SERVICE_ROLE_KEY to its publishable and secret keys (Project Settings → API Keys; see .env.example). " +
        "The local development keys are not for deployment."
      );
    }
  }
  if (!env.VERCEL) return null;
  if (!url || !publicKey || !secretKey) {
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
