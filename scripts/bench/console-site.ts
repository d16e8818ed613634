import { createServerClient } from "@supabase/ssr";
import ws from "ws";
import { LOCAL_ANON_KEY } from "@/supabase/local/keys";
import { e2eEnv, e2ePorts } from "../e2e-env";
import { assertPortFree, startProcess, waitFor } from "./processes";

// What the console benchmarks share: the end-to-end build served with a fresh
// in-memory stack on the end-to-end ports, and the seeded staff account's
// session cookie for fetching console pages as staff.

/** Starts the stack and `next start` (stopped by processes.ts's stopAll); resolves once both answer. */
export async function serveEndToEndBuild() {
  await Promise.all([assertPortFree(e2ePorts.stack), assertPortFree(e2ePorts.site)]);
  const stackUrl = `http://127.0.0.1:${e2ePorts.stack}`;
  const site = `http://localhost:${e2ePorts.site}`;
  startProcess("stack", "npx", ["tsx", "supabase/local/main.ts", "--reset"], {
    env: { LOCAL_STACK_PORT: String(e2ePorts.stack), LOCAL_STACK_DATA_DIR: "memory", LOCAL_STACK_SITE_URL: site, LOCAL_STACK_RATE_LIMITS: "off" },
  });
  await waitFor(`${stackUrl}/health`);
  startProcess("site", "npx", ["next", "start", "--port", String(e2ePorts.site)], { env: e2eEnv });
  await waitFor(site);
  return { stackUrl, site };
}

/** The seeded staff account (supabase/seed.sql) signed in: its session as a Cookie header. */
export async function staffCookie(stackUrl: string) {
  const jar = new Map<string, string>();
  const supabase = createServerClient(stackUrl, LOCAL_ANON_KEY, {
    cookies: { getAll: () => [...jar].map(([name, value]) => ({ name, value })), setAll: (set) => set.forEach((c) => jar.set(c.name, c.value)) },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const signIn = await supabase.auth.signInWithPassword({ email: "staff@bytewise.test", password: "Staff123!" });
  if (signIn.error) throw new Error(`staff sign-in: ${signIn.error.message}`);
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** A Supabase answer's data, or an error naming `what`. */
export async function must<T>(what: string, query: PromiseLike<{ data: T | null; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await query;
  if (error || data === null) throw new Error(`${what}: ${error?.message ?? "no data"}`);
  return data;
}

/** Fails the run (exit code 1, without stopping it) when `p95` reaches the page's budget. */
export function failOverBudget(page: string, p95: number, budgetMs: number) {
  if (p95 < budgetMs) return;
  console.error(`\n${page} p95 (${p95.toFixed(1)} ms) is over its ${budgetMs} ms budget.`);
  process.exitCode = 1;
}
