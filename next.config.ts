import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { staticSecurityHeaders } from "./lib/security-headers";

// A Vercel deployment must talk to its own Supabase project, never fall back to
// the local stack's public development keys.
const publicKey = process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY || process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
if (process.env.VERCEL && (!process.env.NEXT_PUBLIC_SUPABASE_URL || !publicKey || !process.env.SUPABASE_SERVICE_ROLE_KEY)) {
  throw new Error(
    "Missing Supabase settings: set NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY and " +
      "SUPABASE_SERVICE_ROLE_KEY in the Vercel project (see .env.example). The local development keys are not for deployment.",
  );
}

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
