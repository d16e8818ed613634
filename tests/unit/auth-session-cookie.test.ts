import { describe, expect, it } from "vitest";
import { SESSION_COOKIE_DAYS, sessionCookieOptions, sessionCookieWrites, withSessionLifetime } from "@/lib/supabase/cookie-options";
import { SIGNED_IN_COOKIE } from "@/lib/supabase/signed-in-cookie";

describe("session cookie attributes", () => {
  it("are HttpOnly, Secure and Lax on an https site", () => {
    expect(sessionCookieOptions("https://bytewise.example")).toMatchObject({ secure: true, sameSite: "lax", path: "/", httpOnly: true });
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

describe("the signed-in marker page scripts read", () => {
  const marker = (writes: ReturnType<typeof sessionCookieWrites>) => writes.find((write) => write.name === SIGNED_IN_COOKIE);
  const session = (name: string, value: string, maxAge?: number) => ({ name, value, options: { httpOnly: true, maxAge } });

  it("is set, readable and holding no secret, whenever a session is written", () => {
    const set = marker(sessionCookieWrites([session("sb-127-auth-token.0", "base64-abc"), session("sb-127-auth-token.1", "", 0)]));
    expect(set).toMatchObject({ value: "1", options: { httpOnly: false, maxAge: 30 * 86_400, path: "/", sameSite: "lax" } });
  });

  it("is removed with the session, and left alone by writes of other cookies", () => {
    expect(marker(sessionCookieWrites([session("sb-127-auth-token", "", 0)]))).toMatchObject({ value: "", options: { maxAge: 0 } });
    expect(marker(sessionCookieWrites([{ name: "NEXT_LOCALE", value: "es", options: {} }]))).toBeUndefined();
  });
});
