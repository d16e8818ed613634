import { readFileSync } from "node:fs";
import { parse, type TomlTable } from "smol-toml";
import { describe, expect, it } from "vitest";
import { loadProjectAuthConfig, resolveEnv } from "@/supabase/local/auth/project-config";
import { configFromEnv } from "@/supabase/local/config";

// supabase/config.toml is what `supabase config push` copies to the hosted
// project (README, "Deploying"), and what the local stack reads.

const toml = parse(readFileSync("supabase/config.toml", "utf8"));
const table = (path: string) => path.split(".").reduce<TomlTable>((node, key) => node[key] as TomlTable, toml);

describe("supabase/config.toml", () => {
  it("carries every Auth setting the deployment needs", () => {
    const auth = table("auth");
    const email = table("auth.email");
    expect({ site_url: auth.site_url, additional_redirect_urls: auth.additional_redirect_urls }).toEqual({
      site_url: "env(NEXT_PUBLIC_SITE_URL)",
      additional_redirect_urls: ["env(AUTH_ADDITIONAL_REDIRECT_URL)"],
    });
    expect(email).toMatchObject({ enable_confirmations: true, double_confirm_changes: true, secure_password_change: true });
    expect(typeof email.otp_expiry).toBe("number");
    for (const kind of ["confirmation", "recovery", "reauthentication", "invite", "email_change"]) {
      expect(table(`auth.email.template.${kind}`), kind).toEqual({ subject: expect.any(String), content_path: `./supabase/templates/${kind}.html` });
    }
  });

  it("sends Auth's email through the shop's SMTP, its host, user, sender and password from the environment", () => {
    const smtp = table("auth.email.smtp");
    expect(smtp).toMatchObject({ enabled: true, port: expect.any(Number), sender_name: expect.any(String) });
    for (const key of ["host", "user", "pass", "admin_email"]) expect(smtp[key], key).toMatch(/^env\([A-Z_]+\)$/);
  });
});

describe("the local stack reads it", () => {
  it("resolving env() as the CLI does, with local defaults when unset", () => {
    expect(resolveEnv("env(NEXT_PUBLIC_SITE_URL)", {})).toBe("http://localhost:3000");
    expect(resolveEnv("env(NEXT_PUBLIC_SITE_URL)", { NEXT_PUBLIC_SITE_URL: "https://shop.example" })).toBe("https://shop.example");
    expect(resolveEnv("plain", {})).toBe("plain");
    expect(() => resolveEnv("env(NOT_KNOWN_HERE)", {})).toThrow(/unset and has no local default/);
    expect(loadProjectAuthConfig({})).toMatchObject({
      siteUrl: "http://localhost:3000",
      additionalRedirectUrls: ["http://127.0.0.1:3000/**"],
    });
  });

  it("as the stack's URL defaults, which LOCAL_STACK_SITE_URL and LOCAL_STACK_REDIRECT_URLS override", () => {
    expect(configFromEnv({})).toMatchObject({ siteUrl: "http://localhost:3000", additionalRedirectUrls: ["http://127.0.0.1:3000/**"] });
    expect(configFromEnv({ LOCAL_STACK_SITE_URL: "http://localhost:3100", LOCAL_STACK_REDIRECT_URLS: "http://127.0.0.1:3100, http://a.test/**" }))
      .toMatchObject({ siteUrl: "http://localhost:3100", additionalRedirectUrls: ["http://127.0.0.1:3100", "http://a.test/**"] });
  });
});

describe("LOCAL_STACK_JWT_ALG", () => {
  it("signs ES256 unless HS256 is asked for, and refuses anything else", () => {
    expect(configFromEnv({}).jwtAlg).toBe("ES256");
    expect(configFromEnv({ LOCAL_STACK_JWT_ALG: "HS256" }).jwtAlg).toBe("HS256");
    expect(() => configFromEnv({ LOCAL_STACK_JWT_ALG: "RS256" })).toThrow("LOCAL_STACK_JWT_ALG must be ES256 or HS256, not RS256");
  });
});

describe("LOCAL_STACK_PASSWORD_HASH_COST", () => {
  it("hashes at Supabase's bcrypt cost of 10 unless a test stack asks for another from 4 to 31", () => {
    expect(configFromEnv({}).passwordHashCost).toBe(10);
    expect(configFromEnv({ LOCAL_STACK_PASSWORD_HASH_COST: "4" }).passwordHashCost).toBe(4);
    for (const bad of ["3", "32", "4.5", "ten"]) {
      expect(() => configFromEnv({ LOCAL_STACK_PASSWORD_HASH_COST: bad })).toThrow(`LOCAL_STACK_PASSWORD_HASH_COST must be a whole number from 4 to 31, not ${bad}`);
    }
  });
});
