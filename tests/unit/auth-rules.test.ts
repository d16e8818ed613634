import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { knownAuthError, knownAuthErrors } from "@/lib/rules/auth-errors";
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema, tokenHashSchema } from "@/lib/validation/auth";

const firstIssue = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("sign-in and sign-up rules", () => {
  it("accepts good input and trims the email", () => {
    expect(signInSchema.parse({ email: "  ana@example.com ", password: "123456" }).email).toBe("ana@example.com");
    expect(signUpSchema.safeParse({ email: "a@b.co", password: "123456", fullName: "Al" }).success).toBe(true);
  });

  it.each(["", "a", "a@b", "a@b.", "@b.co", "a b@c.co", "a@b .co", "a@@b.co"])("refuses the email %j", (email) => {
    expect(firstIssue(signInSchema.safeParse({ email, password: "123456" }))).toBe("invalidEmail");
  });

  it("needs a password of 6 characters or more", () => {
    expect(firstIssue(signInSchema.safeParse({ email: "a@b.co", password: "12345" }))).toBe("shortPassword");
    expect(signInSchema.safeParse({ email: "a@b.co", password: "123456" }).success).toBe(true);
  });

  it("needs a full name of 2 to 100 characters after trimming", () => {
    const name = (fullName: string) => firstIssue(signUpSchema.safeParse({ email: "a@b.co", password: "123456", fullName }));
    expect(name(" A ")).toBe("invalidName");
    expect(name("")).toBe("invalidName");
    expect(name("x".repeat(101))).toBe("invalidName");
    expect(name("x".repeat(100))).toBeUndefined();
    expect(name(" Jo ")).toBeUndefined();
  });

  it("forgot password: trimmed email with the same pattern", () => {
    expect(forgotPasswordSchema.parse({ email: " a@b.co " }).email).toBe("a@b.co");
    expect(firstIssue(forgotPasswordSchema.safeParse({ email: "nope" }))).toBe("invalidEmail");
  });
});

describe("reset password rules", () => {
  const first = (password: string, confirm = password) => firstIssue(resetPasswordSchema.safeParse({ password, confirm }));
  it.each([
    ["Ab1@", "tooShort"],
    ["Abcde1@", "tooShort"],
    ["abcdefg1@", "requirements"],
    ["ABCDEFG1@", "requirements"],
    ["Abcdefgh@", "requirements"],
    ["Abcdefgh1", "requirements"],
    ["Abcdef1@#", "requirements"],
    ["Abcdef1@ ", "requirements"],
    ["Ábcdef1@x", "requirements"],
  ])("refuses %j with %s", (password, key) => {
    expect(first(password)).toBe(key);
  });

  it("accepts each allowed symbol", () => {
    for (const symbol of "@$!%*?&") expect(first(`Abcdef1${symbol}`), symbol).toBeUndefined();
  });

  it("needs the confirmation to match", () => {
    expect(first("Abcdef1@", "Abcdef1!")).toBe("mismatch");
  });
});

describe("email token hashes", () => {
  it("accepts an opaque hash and refuses empty or oversized ones", () => {
    expect(tokenHashSchema.safeParse("pkce_0123abcd").success).toBe(true);
    expect(tokenHashSchema.safeParse("  ").success).toBe(false);
    expect(tokenHashSchema.safeParse("x".repeat(513)).success).toBe(false);
    expect(tokenHashSchema.safeParse(42).success).toBe(false);
  });
});

describe("auth error codes", () => {
  it("recognises the codes the site translates, and nothing else", () => {
    expect(knownAuthError("invalid_credentials")).toBe("invalid_credentials");
    expect(knownAuthError("something_new")).toBeNull();
    expect(knownAuthError(undefined)).toBeNull();
  });

  it("has a message for every known code in both languages", () => {
    for (const code of knownAuthErrors) {
      expect(en.AuthErrors[code], code).toBeTruthy();
      expect(es.AuthErrors[code], code).toBeTruthy();
    }
  });
});
