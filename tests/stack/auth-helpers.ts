import { createServerClient } from "@supabase/ssr";
import ws from "ws";
import type { StoredMail } from "@/supabase/local/mailbox/store";
import type { TestStack } from "@/tests/helpers/stack";

// Shared by the tests/stack/auth-*.test.ts files.

let counter = 0;
/** A fresh address per call, so tests never share an account. */
export const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

/** The newest email to `to`; fails when there is none. */
export async function latestMail(stack: TestStack, to: string): Promise<StoredMail> {
  const [mail] = await stack.mailbox(to);
  if (!mail) throw new Error(`no email to ${to}`);
  return mail;
}

/** The app link of an auth email (`<redirect>?token=<hash>&type=<type>`), parsed. */
export function appLink(mail: StoredMail): { url: URL; token: string; type: string } {
  const link = mail.links.find((href) => /[?&]token=/.test(href) && !href.includes("/auth/v1/verify"));
  if (!link) throw new Error(`no app link in "${mail.subject}": ${mail.links.join(", ")}`);
  const url = new URL(link);
  return { url, token: url.searchParams.get("token") ?? "", type: url.searchParams.get("type") ?? "" };
}

/** A raw Auth API call, for wire-format checks supabase-js hides. */
export function authFetch(
  stack: TestStack,
  path: string,
  init: { method?: string; body?: unknown; bearer?: string; apiVersion?: string | null; redirect?: RequestRedirect } = {},
): Promise<Response> {
  const headers: Record<string, string> = { apikey: stack.anonKey, "Content-Type": "application/json" };
  if (init.apiVersion !== null) headers["X-Supabase-Api-Version"] = init.apiVersion ?? "2024-01-01";
  if (init.bearer) headers.Authorization = `Bearer ${init.bearer}`;
  return fetch(`${stack.url}/auth/v1${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: init.redirect,
  });
}

/** An @supabase/ssr server client (PKCE flow) keeping its cookies in a Map, as a request would. */
export function ssrClient(stack: TestStack) {
  const jar = new Map<string, string>();
  const client = createServerClient(stack.url, stack.anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => (value ? jar.set(name, value) : jar.delete(name))),
    },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  return { client, jar };
}

/** Header and payload of a JWT, without verifying it. */
export function jwtParts(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header, payload] = token
    .split(".")
    .slice(0, 2)
    .map((part) => JSON.parse(Buffer.from(part, "base64url").toString()));
  return { header, payload };
}
