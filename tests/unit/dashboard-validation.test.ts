import { describe, expect, it } from "vitest";
import { changeEmailSchema } from "@/lib/validation/change-email";
import { profileSchema } from "@/lib/validation/profile";
import { SERVICE_TYPES } from "@/lib/rules/business-rules";
import { serviceRequestSchema } from "@/lib/validation/service-request";

const valid = { title: "Laptop will not boot", serviceType: "computerRepair", description: "It shows a black screen after the logo." };

/** Every message per field: a field whose rules abort early reports exactly one. */
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const found: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (found[String(issue.path[0])] ??= []).push(issue.message);
  return Object.fromEntries(Object.entries(found).map(([field, messages]) => [field, messages.join(",")]));
};

describe("service request schema", () => {
  it("accepts a good request and trims it", () => {
    const parsed = serviceRequestSchema.parse({ ...valid, title: "  Laptop will not boot  " });
    expect(parsed.title).toBe("Laptop will not boot");
  });

  it("has the eight services of the catalogue plus other", () => {
    expect(SERVICE_TYPES).toHaveLength(9);
    expect(errorsOf(serviceRequestSchema.safeParse({ ...valid, serviceType: "virusRemoval" }))).toEqual({ serviceType: "serviceTypeInvalid" });
    expect(errorsOf(serviceRequestSchema.safeParse({ ...valid, serviceType: "printerRepair" }))).toEqual({ serviceType: "serviceTypeInvalid" });
    expect(errorsOf(serviceRequestSchema.safeParse({ ...valid, serviceType: "" }))).toEqual({ serviceType: "serviceTypeInvalid" });
  });

  it("refuses short, missing and long titles", () => {
    expect(errorsOf(serviceRequestSchema.safeParse({ ...valid, title: "   " }))).toEqual({ title: "titleRequired" });
    expect(errorsOf(serviceRequestSchema.safeParse({ ...valid, title: " Fix " }))).toEqual({ title: "titleTooShort" });
    expect(serviceRequestSchema.safeParse({ ...valid, title: "Fix it" }).success).toBe(true);
    expect(errorsOf(serviceRequestSchema.safeParse({ ...valid, title: "x".repeat(101) }))).toEqual({ title: "titleTooLong" });
    expect(serviceRequestSchema.safeParse({ ...valid, title: "x".repeat(100) }).success).toBe(true);
  });

  it("refuses descriptions under 20 characters after trimming", () => {
    expect(errorsOf(serviceRequestSchema.safeParse({ ...valid, description: "" }))).toEqual({ description: "descriptionRequired" });
    expect(errorsOf(serviceRequestSchema.safeParse({ ...valid, description: `   ${"x".repeat(19)}   ` }))).toEqual({ description: "descriptionTooShort" });
    expect(serviceRequestSchema.safeParse({ ...valid, description: "x".repeat(20) }).success).toBe(true);
  });
});

describe("profile schema", () => {
  const base = { fullName: "Ana", phone: "", locale: "en" };
  it("accepts a name, an optional phone, and the emails' language", () => {
    expect(profileSchema.parse({ ...base, fullName: "  Ana Ruiz ", phone: " (512) 555-0147 ", locale: "es" })).toEqual({
      fullName: "Ana Ruiz",
      phone: "(512) 555-0147",
      locale: "es",
    });
    expect(profileSchema.safeParse({ ...base, fullName: "Al" }).success).toBe(true);
  });

  it("refuses names outside 2-100 characters", () => {
    expect(errorsOf(profileSchema.safeParse({ ...base, fullName: " A " }))).toEqual({ fullName: "nameTooShort" });
    expect(errorsOf(profileSchema.safeParse({ ...base, fullName: "A".repeat(101) }))).toEqual({ fullName: "nameTooLong" });
  });

  it("takes a new email address trimmed and lowercased, and refuses what is not one", () => {
    expect(changeEmailSchema.parse({ email: "  Ana.Ruiz@Example.COM " })).toEqual({ email: "ana.ruiz@example.com" });
    for (const email of ["", "ana", "ana@example", "ana ruiz@example.com", `${"a".repeat(250)}@x.com`]) {
      expect(errorsOf(changeEmailSchema.safeParse({ email })), email).toEqual({ email: "invalidEmail" });
    }
  });

  it("refuses a phone the database would refuse, and a language it does not speak", () => {
    for (const phone of ["555", "call me", "+1 (512) 555-0147 ext 9", "5125550147x"]) {
      expect(errorsOf(profileSchema.safeParse({ ...base, phone })), phone).toEqual({ phone: "phoneInvalid" });
    }
    expect(errorsOf(profileSchema.safeParse({ ...base, locale: "fr" }))).toEqual({ locale: "localeInvalid" });
  });
});
