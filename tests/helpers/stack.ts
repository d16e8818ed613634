import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { existsSync } from "node:fs";
import path from "node:path";
import ws from "ws";
import { type RunningStack, type StackOptions, startStack } from "@/supabase/local/index";
import type { StoredMail } from "@/supabase/local/mailbox/store";
import { databaseImage } from "./database-image";

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
 * STACK_TEST_URL with STACK_TEST_PUBLISHABLE_KEY and STACK_TEST_SECRET_KEY:
 * the stack tests run against that Supabase (hosted, `supabase start`) instead
 * of a local stack (docs/testing.md, "Against another Supabase").
 * STACK_TEST_ANON_KEY and STACK_TEST_SERVICE_ROLE_KEY give its legacy JWT keys;
 * unset, the opaque keys stand in for them. Files that need the local stack's
 * internals (its database, mailbox, SMTP server or options) carry
 * `// @module-tag local-stack`, which vitest.config.ts skips in this mode.
 */
export const outsideStackUrl = process.env.STACK_TEST_URL || null;

function outsideStack(overrides: StackOptions): TestStack {
  const env = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`STACK_TEST_URL is set: set ${name} too`);
    return value;
  };
  if (Object.keys(overrides).length > 0) {
    throw new Error(`stack options (${Object.keys(overrides).join(", ")}) need the local stack: tag the file // @module-tag local-stack`);
  }
  const url = outsideStackUrl!.replace(/\/+$/, "");
  const publishableKey = env("STACK_TEST_PUBLISHABLE_KEY");
  const secretKey = env("STACK_TEST_SECRET_KEY");
  const anonKey = process.env.STACK_TEST_ANON_KEY || publishableKey;
  const serviceRoleKey = process.env.STACK_TEST_SERVICE_ROLE_KEY || secretKey;
  const internal = (name: string) => () => {
    throw new Error(`stack.${name} is the local stack's own: STACK_TEST_URL is set, so tag the file // @module-tag local-stack`);
  };
  const handle = {
    url,
    publishableKey,
    secretKey,
    anonKey,
    serviceRoleKey,
    stop: async () => {},
    anonClient: () => createNodeClient(url, anonKey),
    serviceClient: () => createNodeClient(url, serviceRoleKey),
  };
  for (const name of ["smtpPort", "config", "db", "mailer", "mailbox"]) {
    Object.defineProperty(handle, name, { get: internal(name) });
  }
  return handle as TestStack;
}

/** What startTestStack takes: the stack's options, and `initdb` to build the database from nothing as a first `npm run dev` does. */
export type TestStackOptions = StackOptions & { initdb?: boolean };

/**
 * The image a new PGlite database starts from (tests/helpers/database-image.ts):
 * the project's, seeded, in memory; the stack's platform alone under a project of
 * the test's own or on disk. None for a PostgreSQL server, with `initdb`, or when
 * a start reopens a data directory that already holds a database.
 */
async function startingImage({ supabaseDir, dataDir, databaseUrl, fresh, initdb }: TestStackOptions) {
  if (databaseUrl || initdb) return undefined;
  if (dataDir && fresh === false && existsSync(path.join(dataDir, "PG_VERSION"))) return undefined;
  return databaseImage(supabaseDir || dataDir ? "platform" : "seeded");
}

/**
 * Starts an in-process stack for one test file: a fresh in-memory database with the
 * project's migrations and seed, free HTTP and SMTP ports, rate limits off, bcrypt's lowest
 * cost (config.ts, passwordHashCost), and email redirects
 * allowed to any http://localhost / 127.0.0.1 port. Call `stop()` in afterAll.
 * With STACK_TEST_URL set, the Supabase it names instead (outsideStackUrl).
 */
export async function startTestStack({ initdb, ...overrides }: TestStackOptions = {}): Promise<TestStack> {
  if (outsideStackUrl) return outsideStack(overrides);
  const stack = await startStack({
    image: await startingImage({ ...overrides, initdb }),
    host: "127.0.0.1",
    port: 0,
    smtpPort: 0,
    siteUrl: "http://localhost:3000",
    additionalRedirectUrls: ["http://localhost:*/**", "http://127.0.0.1:*/**"],
    dataDir: null,
    databaseUrl: undefined,
    passwordHashCost: 4,
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
