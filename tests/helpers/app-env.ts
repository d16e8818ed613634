import ws from "ws";
import type { TestStack } from "./stack";

/**
 * Points the app's server modules (lib/…) at a test stack. Call it before
 * importing them: they read the Supabase address and key when first used.
 * supabase-js also needs a WebSocket class, which Node 20 lacks (Next.js's
 * server installs one; here it is the ws package).
 */
export function pointAppAt(stack: TestStack, env: Record<string, string> = {}) {
  globalThis.WebSocket ??= ws as unknown as typeof WebSocket;
  Object.assign(process.env, { NEXT_PUBLIC_SUPABASE_URL: stack.url, SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey, ...env });
}
