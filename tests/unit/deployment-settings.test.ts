import { describe, expect, it } from "vitest";
import { missingDeploymentSettings } from "@/lib/supabase/deployment-settings";
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY } from "@/lib/supabase/local-dev-keys";
import { LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from "@/lib/supabase/local-dev-service-role-key";

const supabase = { NEXT_PUBLIC_SUPABASE_URL: "https://x.supabase.co", NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_x", SUPABASE_SERVICE_ROLE_KEY: "secret" };

describe("a Vercel build refuses to ship", () => {
  it("without its own Supabase project", () => {
    expect(missingDeploymentSettings({ VERCEL: "1", CRON_SECRET: "s" })).toMatch(/^Missing Supabase settings/);
  });

  it("without CRON_SECRET, so the email sweeper cannot be silently missing", () => {
    expect(missingDeploymentSettings({ VERCEL: "1", ...supabase })).toMatch(/^Missing CRON_SECRET/);
    expect(missingDeploymentSettings({ VERCEL: "1", ...supabase, CRON_SECRET: "" })).toMatch(/^Missing CRON_SECRET/);
  });

  it("and builds with both; outside Vercel nothing is required", () => {
    expect(missingDeploymentSettings({ VERCEL: "1", ...supabase, CRON_SECRET: "s" })).toBeNull();
    expect(missingDeploymentSettings({})).toBeNull();
  });
});

describe("a production build anywhere against a hosted project refuses the local development keys", () => {
  const hosted = { NEXT_PUBLIC_SUPABASE_URL: "https://abcd.supabase.co" };
  const production = { production: true };

  it("set, in either form, or left to their defaults", () => {
    for (const keys of [
      { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY, SUPABASE_SERVICE_ROLE_KEY: "sb_secret_theirs" },
      { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: "sb_secret_theirs" },
      { NEXT_PUBLIC_SUPABASE_ANON_KEY: LOCAL_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: "sb_secret_theirs" },
      { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_theirs", SUPABASE_SERVICE_ROLE_KEY: LOCAL_SECRET_KEY },
      { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_theirs", SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY },
      { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_theirs" },
      {},
    ]) {
      expect(missingDeploymentSettings({ ...hosted, ...keys }, production), JSON.stringify(keys)).toMatch(/needs its own keys/);
    }
  });

  it("builds with the project's own keys, and with the local keys against a local URL or in development", () => {
    const own = { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_theirs", SUPABASE_SERVICE_ROLE_KEY: "sb_secret_theirs" };
    expect(missingDeploymentSettings({ ...hosted, ...own }, production)).toBeNull();
    const local = { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SECRET_KEY };
    for (const url of ["http://127.0.0.1:54331", "http://localhost:54321", "http://[::1]:54321"]) {
      expect(missingDeploymentSettings({ NEXT_PUBLIC_SUPABASE_URL: url, ...local }, production)).toBeNull();
    }
    expect(missingDeploymentSettings({}, production)).toBeNull();
    expect(missingDeploymentSettings({ ...hosted, ...local })).toBeNull();
  });

  it("on Vercel too, where the build is a production one", () => {
    const keys = { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY, SUPABASE_SERVICE_ROLE_KEY: "sb_secret_theirs", CRON_SECRET: "s" };
    expect(missingDeploymentSettings({ VERCEL: "1", ...hosted, ...keys })).toMatch(/needs its own keys/);
  });
});
