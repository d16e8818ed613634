import { loadProjectAuthConfig } from "./auth/project-config";

/** Settings of one running local stack. `main.ts` fills them from the environment. */
export interface StackConfig {
  host: string;
  port: number;
  /**
   * The SMTP server's port on 127.0.0.1; 0 picks a free one. Unset, it is `port + 4`
   * (54325 beside 54321, as the Supabase CLI lays out its mail catcher), so stacks
   * on other HTTP ports (end-to-end tests, benchmarks) do not collide with it.
   */
  smtpPort: number;
  /** The stack's own base URL, e.g. http://127.0.0.1:54321 (JWT `iss` is `${publicUrl}/auth/v1`). */
  publicUrl: string;
  /** Supabase Auth's SITE_URL: the default redirect target of email links (default: [auth] site_url of config.toml). */
  siteUrl: string;
  /** Other URLs email links may redirect to (default: [auth] additional_redirect_urls of config.toml). */
  additionalRedirectUrls: string[];
  /** PGlite data directory; null keeps the database in memory. Ignored with databaseUrl. */
  dataDir: string | null;
  databaseUrl?: string;
  /**
   * A request header set by a reverse proxy in front of the stack, whose last
   * entry is the client's address (LOCAL_STACK_TRUSTED_PROXY_HEADER, e.g.
   * "x-forwarded-for"). Unset, per-IP limits count the connecting socket.
   */
  trustedProxyHeader?: string;
  /** Access-token lifetime in seconds (Supabase default 3600). */
  jwtExpirySeconds: number;
  /**
   * How access tokens are signed (LOCAL_STACK_JWT_ALG): ES256 with a key
   * published in the JWKS, as a project with asymmetric signing keys; or HS256
   * with a shared secret and an empty JWKS, as a legacy project.
   */
  jwtAlg: JwtAlg;
  /**
   * bcrypt's cost for new password hashes (LOCAL_STACK_PASSWORD_HASH_COST, 4 to 31;
   * Supabase Auth's is 10). Test stacks use 4: a hash then takes a few
   * milliseconds instead of a fifth of a second of CPU, and the hash's format,
   * its checking and every answer stay the same (the cost is read back from the hash).
   */
  passwordHashCost: number;
  rateLimits: {
    /** Password sign-ins per IP per 5 minutes (Supabase default 30). */
    signInsPerFiveMinutes: number;
    /** Auth emails sent per hour, whole stack (Supabase default 2 with its SMTP; higher locally). */
    emailsPerHour: number;
    /** Minimum seconds between two emails to one address (Supabase default 60). */
    emailIntervalSeconds: number;
    /** /verify requests per IP per 5 minutes; unset: [auth.rate_limit] token_verifications of config.toml. */
    verificationsPerFiveMinutes?: number;
  };
}

export type JwtAlg = "ES256" | "HS256";

function jwtAlgFrom(value: string | undefined): JwtAlg {
  if (!value) return "ES256";
  if (value === "ES256" || value === "HS256") return value;
  throw new Error(`LOCAL_STACK_JWT_ALG must be ES256 or HS256, not ${value}`);
}

function passwordHashCostFrom(value: string | undefined): number {
  if (!value) return 10;
  const cost = Number(value);
  if (Number.isInteger(cost) && cost >= 4 && cost <= 31) return cost;
  throw new Error(`LOCAL_STACK_PASSWORD_HASH_COST must be a whole number from 4 to 31, not ${value}`);
}

export function configFromEnv(env: Record<string, string | undefined> = process.env): StackConfig {
  const project = loadProjectAuthConfig(env);
  const host = env.LOCAL_STACK_HOST ?? "127.0.0.1";
  const port = Number(env.LOCAL_STACK_PORT ?? 54321);
  const relaxed = env.LOCAL_STACK_RATE_LIMITS === "off";
  return {
    host,
    port,
    smtpPort: Number(env.LOCAL_STACK_SMTP_PORT || (port === 0 ? 0 : port + 4)),
    publicUrl: `http://${host}:${port}`,
    siteUrl: env.LOCAL_STACK_SITE_URL || project.siteUrl,
    additionalRedirectUrls: env.LOCAL_STACK_REDIRECT_URLS
      ? env.LOCAL_STACK_REDIRECT_URLS.split(",").map((s) => s.trim()).filter(Boolean)
      : project.additionalRedirectUrls,
    dataDir: env.LOCAL_STACK_DATA_DIR === "memory" ? null : (env.LOCAL_STACK_DATA_DIR ?? ".data/stack"),
    databaseUrl: env.DATABASE_URL || undefined,
    trustedProxyHeader: env.LOCAL_STACK_TRUSTED_PROXY_HEADER?.trim().toLowerCase() || undefined,
    jwtExpirySeconds: Number(env.LOCAL_STACK_JWT_EXPIRY ?? 3600),
    jwtAlg: jwtAlgFrom(env.LOCAL_STACK_JWT_ALG),
    passwordHashCost: passwordHashCostFrom(env.LOCAL_STACK_PASSWORD_HASH_COST),
    rateLimits: relaxed
      ? { signInsPerFiveMinutes: 100_000, emailsPerHour: 100_000, emailIntervalSeconds: 0, verificationsPerFiveMinutes: 100_000 }
      : { signInsPerFiveMinutes: 30, emailsPerHour: 100, emailIntervalSeconds: 60 },
  };
}
