import { describe, expect, it } from "vitest";
import { safeRedirect } from "@/lib/safe-redirect";
import { resetPasswordSchema, signInSchema, signUpSchema } from "@/lib/validation/auth";

describe("safeRedirect", () => {
  it("keeps same-site relative paths", () => {
    expect(safeRedirect("/book-appointment?service=data-recovery")).toBe("/book-appointment?service=data-recovery");
    expect(safeRedirect("/es/dashboard")).toBe("/es/dashboard");
    expect(safeRedirect(null)).toBe("/dashboard");
  });

  it("refuses open redirects", () => {
    for (const bad of ["//evil.com", "/\\evil.com", "https://evil.com", "javascript:alert(1)", "%2F%2Fevil.com", "/%2F/evil.com", "\\\\evil.com", "evil.com", "/%5Cevil.com"]) {
      expect(safeRedirect(bad), bad).toBe("/dashboard");
    }
  });
});

describe("auth schemas", () => {
  it("applies the spec's rules", () => {
    expect(signInSchema.safeParse({ email: "a@b.co", password: "123456" }).success).toBe(true);
    expect(signInSchema.safeParse({ email: "a@b", password: "123456" }).error?.issues[0]?.message).toBe("invalidEmail");
    expect(signInSchema.safeParse({ email: "a@b.co", password: "12345" }).error?.issues[0]?.message).toBe("shortPassword");
    expect(signUpSchema.safeParse({ email: "a@b.co", password: "123456", fullName: " A " }).error?.issues[0]?.message).toBe("invalidName");
    expect(signUpSchema.safeParse({ email: "a@b.co", password: "123456", fullName: "Ana" }).success).toBe(true);
  });
});

describe("reset password rules", () => {
  const first = (password: string, confirm = password) => resetPasswordSchema.safeParse({ password, confirm }).error?.issues[0]?.message;
  it("refuses each broken rule with its message", () => {
    expect(first("Ab1@")).toBe("tooShort");
    expect(first("abcdefg1@")).toBe("requirements");
    expect(first("ABCDEFG1@")).toBe("requirements");
    expect(first("Abcdefgh@")).toBe("requirements");
    expect(first("Abcdefgh1")).toBe("requirements");
    expect(first("Abcdef1@#")).toBe("requirements");
    expect(first("Abcdef1@", "Abcdef1!")).toBe("mismatch");
    expect(first("Abcdef1@")).toBeUndefined();
  });
});
