import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
import { missingDeploymentSettings } from "./lib/supabase/deployment-settings";
import { staticSecurityHeaders } from "./lib/proxy/security-headers";

// `npm test` sets TEST_BUILD: its own type check (tsc) runs beside the build,
// so the build skips Next's; and in CI (a fresh clone, built once) it writes
// no Turbopack cache, which no later build would read.
const testBuild = process.env.TEST_BUILD === "1";

const nextConfig: NextConfig = {
  // Tests build into their own folder so they never overwrite a developer's build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  typescript: { ignoreBuildErrors: testBuild },
  experimental: { turbopackFileSystemCacheForBuild: !(testBuild && process.env.CI) },
  poweredByHeader: false,
  async headers() {
    return [{ source: "/:path*", headers: staticSecurityHeaders }];
  },
  async redirects() {
    return [
      { source: "/testimonials", destination: "/reviews", permanent: true },
      { source: "/:locale(es)/testimonials", destination: "/:locale/reviews", permanent: true },
      // One URL per screen: the request detail lives at /service-request/<id> (the query string is kept).
      { source: "/dashboard/requests/:id", destination: "/service-request/:id", permanent: true },
      { source: "/:locale(es)/dashboard/requests/:id", destination: "/:locale/service-request/:id", permanent: true },
    ];
  },
};

// Messages are compiled at build time, so browsers get no ICU parser (about 12 KB gzip).
const withMessages = createNextIntlPlugin({
  requestConfig: "./i18n-request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

export default function config(phase: string): NextConfig {
  const missing = missingDeploymentSettings(process.env, { production: phase === PHASE_PRODUCTION_BUILD });
  if (missing) throw new Error(missing);
  return withMessages(nextConfig);
}
