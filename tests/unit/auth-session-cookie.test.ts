import { describe, expect, it } from "vitest";
import { SESSION_COOKIE_DAYS, sessionCookieOptions, withSessionLifetime } from "@/lib/supabase/cookie-options";

describe("session cookie attributes", () => {
  it("are Secure and Lax on an https site", () => {
    expect(sessionCookieOptions("https://bytewise.example")).toMatchObject({ secure: true, sameSite: "lax", path: "/", httpOnly: false });
  });

  it("drop Secure only where the site itself is plain http (local development)", () => {
    expect(sessionCookieOptions("http://localhost:3000").secure).toBe(false);
  });

  it("live 30 days instead of @supabase/ssr's 400, and removals stay removals", () => {
    expect(SESSION_COOKIE_DAYS).toBe(30);
    expect(withSessionLifetime({ sameSite: "lax", maxAge: 400 * 86_400 })).toEqual({ sameSite: "lax", maxAge: 30 * 86_400 });
    expect(withSessionLifetime({ maxAge: 0 })).toEqual({ maxAge: 0 });
  });
});
