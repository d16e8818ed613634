/**
 * Hash of the layout's inline theme script (lib/ui/theme.ts themeScript: it sets
 * the theme class before first paint). Dynamic pages allow it by hash because
 * the statically rendered layout cannot give it the request's nonce;
 * tests/unit/security-headers.test.ts recomputes it.
 */
export const themeScriptHash = "sha256-IsLAnpeAo6Fs3yvmm+Qdx9aYbqcCbeioRY+7vnr2rTY=";

/**
 * Content-Security-Policy. Dynamic pages get a per-request nonce (Next.js adds
 * it to its own scripts); statically rendered pages cannot carry a nonce, so
 * they allow inline scripts but nothing else from elsewhere.
 */
export function contentSecurityPolicy(nonce: string | null, supabaseOrigin: string) {
  const dev = process.env.NODE_ENV !== "production";
  const script = nonce
    ? `'self' 'nonce-${nonce}' '${themeScriptHash}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`
    : `'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`;
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${supabaseOrigin}`,
    "font-src 'self'",
    `connect-src 'self' ${supabaseOrigin}${dev ? " ws:" : ""}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers for every response (pages and assets), set in next.config.ts. */
export const staticSecurityHeaders = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  { key: "X-Frame-Options", value: "DENY" },
];
