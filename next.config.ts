import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { missingDeploymentSettings } from "./lib/site/deployment-settings";
import { staticSecurityHeaders } from "./lib/proxy/security-headers";

const missing = missingDeploymentSettings(process.env);
if (missing) throw new Error(missing);

const nextConfig: NextConfig = {
  // Tests build into their own folder so they never overwrite a developer's build.
  distDir: process.env.NEXT_DIST_DIR || ".next",
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
export default createNextIntlPlugin({
  requestConfig: "./i18n-request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
})(nextConfig);
