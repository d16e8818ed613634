import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import ws from "ws";
import { type RunningStack, type StackOptions, startStack } from "@/supabase/local/index";
import type { StoredMail } from "@/supabase/local/mailbox/store";

export interface TestStack extends RunningStack {
  /** A supabase-js client with the anon key (signs users in and out by itself). */
  anonClient(): SupabaseClient;
  /** A supabase-js client with the service_role key: bypasses RLS. */
  serviceClient(): SupabaseClient;
  /** The mailbox JSON API: messages to `to`, newest first. */
  mailbox(to: string): Promise<StoredMail[]>;
}

/** A supabase-js client for Node 20 (no native WebSocket), without session storage. */
export function createNodeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    realtime: { transport: ws as unknown as typeof WebSocket },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/**
 * Starts an in-process stack for one test file: a fresh in-memory database with the
 * project's migrations and seed, free HTTP and SMTP ports, rate limits off, and email redirects
 * allowed to any http://localhost / 127.0.0.1 port. Call `stop()` in afterAll.
 */
export async function startTestStack(overrides: StackOptions = {}): Promise<TestStack> {
  const stack = await startStack({
    host: "127.0.0.1",
    port: 0,
    smtpPort: 0,
    siteUrl: "http://localhost:3000",
    additionalRedirectUrls: ["http://localhost:*/**", "http://127.0.0.1:*/**"],
    dataDir: null,
    databaseUrl: undefined,
    rateLimits: { signInsPerFiveMinutes: 100_000, emailsPerHour: 100_000, emailIntervalSeconds: 0, verificationsPerFiveMinutes: 100_000 },
    fresh: true,
    ...overrides,
  });
  return {
    ...stack,
    anonClient: () => createNodeClient(stack.url, stack.anonKey),
    serviceClient: () => createNodeClient(stack.url, stack.serviceRoleKey),
    async mailbox(to: string) {
      const res = await fetch(`${stack.url}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
      if (!res.ok) throw new Error(`mailbox API answered ${res.status}`);
      return (await res.json()) as StoredMail[];
    },
  };
}
