import { describe, expect, it } from "vitest";
import { missingDeploymentSettings } from "@/lib/site/deployment-settings";

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
