import { createHash } from "node:crypto";
import { ThemeProvider } from "next-themes";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, themeScriptHash } from "@/lib/proxy/security-headers";
import { themeProviderProps, themeScript } from "@/lib/ui/theme";

describe("Content-Security-Policy", () => {
  it("allows exactly the layout's theme script (no flash on nonce pages)", () => {
    expect(themeScript).toContain("localStorage");
    expect(`sha256-${createHash("sha256").update(themeScript).digest("base64")}`).toBe(themeScriptHash);
  });

  it("keeps next-themes' own script inert: its minified source has no stable hash", () => {
    const html = renderToString(createElement(ThemeProvider, themeProviderProps, "x"));
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain('type="text/plain"');
  });

  it("uses a nonce with strict-dynamic on dynamic pages and no nonce elsewhere", () => {
    const dynamic = contentSecurityPolicy("abc", "https://x.supabase.co");
    expect(dynamic).toContain("'nonce-abc'");
    expect(dynamic).toContain("'strict-dynamic'");
    expect(dynamic).not.toContain("'unsafe-inline' 'unsafe");
    const staticPage = contentSecurityPolicy(null, "https://x.supabase.co");
    expect(staticPage).not.toContain("nonce-");
    for (const policy of [dynamic, staticPage]) {
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("connect-src 'self' https://x.supabase.co");
    }
  });
});
