import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from "./local-dev-keys";

// NEXT_PUBLIC_* must be read literally so Next.js inlines them into the bundle.
// Without them the app talks to the local stack (npm run stack); next.config.ts
// refuses a Vercel build that would ship these defaults.
export const supabaseUrl = process.env.NEXT_PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL;

export const supabasePublishableKey =
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ||
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY ||
  LOCAL_ANON_KEY;
