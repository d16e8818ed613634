import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse, TomlDate, type TomlTable, type TomlValue } from "smol-toml";

// The Auth settings the local stack shares with hosted Supabase and
// `supabase start`, read from supabase/config.toml on every use so edits to it
// (and to the templates it points at) apply without a restart. Rate limits
// come from StackConfig instead (environment variables), which may also
// override the URLs. A string "env(NAME)" takes NAME's value from the
// environment, as the Supabase CLI does, or else the local default below.

/** The repository root: content_path values are relative to it, as for the Supabase CLI. */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const CONFIG_PATH = `${REPO_ROOT}supabase/config.toml`;

/** What each env() of config.toml the stack reads stands for on this machine when NAME is unset. */
export const LOCAL_ENV_DEFAULTS: Record<string, string> = {
  NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
  AUTH_ADDITIONAL_REDIRECT_URL: "http://127.0.0.1:3000/**",
};

/** The Supabase CLI's env(NAME) (a whole string); other strings stay as they are. */
export function resolveEnv(value: string, env: Record<string, string | undefined> = process.env): string {
  const name = /^env\((.*)\)$/.exec(value)?.[1];
  if (name === undefined) return value;
  const resolved = env[name] || LOCAL_ENV_DEFAULTS[name];
  if (resolved === undefined) throw new Error(`supabase/config.toml: ${value} is unset and has no local default`);
  return resolved;
}

export type TemplateKind = "confirmation" | "recovery" | "reauthentication" | "invite" | "email_change";
/** Supabase Auth's security notifications this project configures ([auth.email.notification.*]). */
export type NotificationKind = "email_changed" | "password_changed";

export interface ProjectAuthConfig {
  /** [auth] site_url: where email links go when the app names no redirect. */
  siteUrl: string;
  /** [auth] additional_redirect_urls. */
  additionalRedirectUrls: string[];
  minimumPasswordLength: number;
  /** Seconds an email link or code stays valid ([auth.email] otp_expiry). */
  otpExpirySeconds: number;
  /** /verify requests per IP per 5 minutes ([auth.rate_limit] token_verifications). */
  tokenVerificationsPerFiveMinutes: number;
  /** [auth.email] secure_password_change: a session older than 24 h needs a reauthentication nonce. */
  securePasswordChange: boolean;
  /** [auth.email] double_confirm_changes: an email change needs the links sent to both addresses. */
  doubleConfirmChanges: boolean;
  templates: Record<TemplateKind, { subject: string; contentPath: string }>;
  /** Each notification's template, or null when it is off (absent or `enabled = false`), as on hosted. */
  notifications: Record<NotificationKind, { subject: string; contentPath: string } | null>;
}

const isTable = (node: TomlValue | undefined): node is TomlTable => !!node && typeof node === "object" && !Array.isArray(node) && !(node instanceof TomlDate);

function at(table: TomlTable, path: string): TomlValue | undefined {
  let node: TomlValue | undefined = table;
  for (const key of path.split(".")) node = isTable(node) ? node[key] : undefined;
  return node;
}

type TomlScalar = { string: string; number: number; boolean: boolean };

function need<T extends keyof TomlScalar>(table: TomlTable, path: string, type: T): TomlScalar[T] {
  const value = at(table, path);
  if (typeof value !== type) throw new Error(`supabase/config.toml: ${path} must be a ${type}`);
  return value as TomlScalar[T];
}

export function loadProjectAuthConfig(env: Record<string, string | undefined> = process.env): ProjectAuthConfig {
  const toml = parse(readFileSync(CONFIG_PATH, "utf8"));
  const redirects = at(toml, "auth.additional_redirect_urls");
  if (!Array.isArray(redirects) || redirects.some((url) => typeof url !== "string")) {
    throw new Error("supabase/config.toml: auth.additional_redirect_urls must be a list of strings");
  }
  const template = (kind: TemplateKind) => ({
    subject: need(toml, `auth.email.template.${kind}.subject`, "string"),
    contentPath: `${REPO_ROOT}${need(toml, `auth.email.template.${kind}.content_path`, "string").replace(/^\.\//, "")}`,
  });
  const notification = (kind: NotificationKind) => {
    const base = `auth.email.notification.${kind}`;
    if (at(toml, base) === undefined || !need(toml, `${base}.enabled`, "boolean")) return null;
    return {
      subject: need(toml, `${base}.subject`, "string"),
      contentPath: `${REPO_ROOT}${need(toml, `${base}.content_path`, "string").replace(/^\.\//, "")}`,
    };
  };
  return {
    siteUrl: resolveEnv(need(toml, "auth.site_url", "string"), env),
    additionalRedirectUrls: (redirects as string[]).map((url) => resolveEnv(url, env)),
    minimumPasswordLength: need(toml, "auth.minimum_password_length", "number"),
    otpExpirySeconds: need(toml, "auth.email.otp_expiry", "number"),
    tokenVerificationsPerFiveMinutes: need(toml, "auth.rate_limit.token_verifications", "number"),
    securePasswordChange: need(toml, "auth.email.secure_password_change", "boolean"),
    doubleConfirmChanges: need(toml, "auth.email.double_confirm_changes", "boolean"),
    templates: {
      confirmation: template("confirmation"),
      recovery: template("recovery"),
      reauthentication: template("reauthentication"),
      invite: template("invite"),
      email_change: template("email_change"),
    },
    notifications: { email_changed: notification("email_changed"), password_changed: notification("password_changed") },
  };
}
