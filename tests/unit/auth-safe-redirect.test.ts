import { describe, expect, it } from "vitest";
import { safeRedirect, signInDestination } from "@/lib/rules/safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-site relative paths with their query and hash", () => {
    expect(safeRedirect("/book-appointment?service=data-recovery")).toBe("/book-appointment?service=data-recovery");
    expect(safeRedirect("/es/dashboard?tab=appointments#top")).toBe("/es/dashboard?tab=appointments#top");
    expect(safeRedirect("/service-request")).toBe("/service-request");
  });

  it("falls back to /dashboard without a target", () => {
    expect(safeRedirect(null)).toBe("/dashboard");
    expect(safeRedirect(undefined)).toBe("/dashboard");
    expect(safeRedirect("")).toBe("/dashboard");
    expect(safeRedirect(null, "/es/dashboard")).toBe("/es/dashboard");
  });

  it.each([
    ["protocol-relative", "//evil.com"],
    ["three slashes", "///evil.com"],
    ["slash-backslash", "/\\evil.com"],
    ["two backslashes", "\\\\evil.com"],
    ["absolute https", "https://evil.com"],
    ["absolute http without slashes", "http:evil.com"],
    ["javascript", "javascript:alert(1)"],
    ["javascript, mixed case", "JaVaScRiPt:alert(1)"],
    ["data URL", "data:text/html,<script>alert(1)</script>"],
    ["bare host", "evil.com"],
    ["leading space", " /dashboard"],
    ["encoded //", "%2F%2Fevil.com"],
    ["encoded second slash", "/%2F/evil.com"],
    ["encoded backslash", "/%5Cevil.com"],
    ["encoded backslashes", "%5C%5Cevil.com"],
    ["encoded https", "https%3A%2F%2Fevil.com"],
    ["tab that the URL parser drops", "/\t/evil.com"],
    ["encoded tab", "/%09/evil.com"],
    ["newline", "/\n/evil.com"],
    ["dot segment that leaves //", "/.//evil.com"],
    ["encoded dot segment", "/%2e//evil.com"],
    ["parent segment that leaves //", "/a/..//evil.com"],
    ["broken percent-encoding", "/%E0%A4%A"],
  ])("refuses %s", (_name, target) => {
    expect(safeRedirect(target)).toBe("/dashboard");
  });
});

describe("signInDestination", () => {
  it("splits the locale prefix off for next-intl's router", () => {
    expect(signInDestination("/es/book-appointment?service=x", "en")).toEqual({ href: "/book-appointment?service=x", locale: "es" });
    expect(signInDestination("/es", "en")).toEqual({ href: "/", locale: "es" });
  });

  it("keeps the current locale for unprefixed targets and the fallback", () => {
    expect(signInDestination("/service-request", "es")).toEqual({ href: "/service-request", locale: "es" });
    expect(signInDestination(null, "es")).toEqual({ href: "/dashboard", locale: "es" });
    expect(signInDestination("//evil.com", "en")).toEqual({ href: "/dashboard", locale: "en" });
    expect(signInDestination("/es/.//evil.com", "es")).toEqual({ href: "/dashboard", locale: "es" });
  });
});
