import { describe, expect, it } from "vitest";
import { DEVICE_LIMITS } from "@/lib/rules/business-rules";
import { intakeSchema } from "@/lib/validation/device";
import { serviceRequestSchema } from "@/lib/validation/service-request";

// The device on the new request form (all optional) and at staff's intake
// (with the sign-in and its passcode): messages are keys of Device.errors.

const request = { title: "Laptop will not boot", serviceType: "computerRepair", description: "It shows a black screen after the logo." };
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("the device on a new request", () => {
  it("is optional: left out or blank it is null; given, it is trimmed", () => {
    expect(serviceRequestSchema.parse(request)).toMatchObject({ deviceKind: null, deviceMake: null, deviceCondition: null });
    expect(serviceRequestSchema.parse({ ...request, deviceKind: "", deviceMake: "   " })).toMatchObject({ deviceKind: null, deviceMake: null });
    expect(serviceRequestSchema.parse({ ...request, deviceKind: "phone", deviceModel: "  Pixel 8 " })).toMatchObject({ deviceKind: "phone", deviceModel: "Pixel 8" });
  });

  it("refuses an unknown kind and each text over its limit", () => {
    expect(messages(serviceRequestSchema.safeParse({ ...request, deviceKind: "toaster" }))).toEqual({ deviceKind: "kindInvalid" });
    const long = (max: number) => "x".repeat(max + 1);
    expect(
      messages(
        serviceRequestSchema.safeParse({
          ...request,
          deviceMake: long(DEVICE_LIMITS.makeMax),
          deviceModel: long(DEVICE_LIMITS.modelMax),
          deviceSerial: long(DEVICE_LIMITS.serialMax),
          deviceLeftWith: long(DEVICE_LIMITS.leftWithMax),
          deviceCondition: long(DEVICE_LIMITS.conditionMax),
        }),
      ),
    ).toEqual({ deviceMake: "makeTooLong", deviceModel: "modelTooLong", deviceSerial: "serialTooLong", deviceLeftWith: "leftWithTooLong", deviceCondition: "conditionTooLong" });
    expect(serviceRequestSchema.safeParse({ ...request, deviceMake: "x".repeat(DEVICE_LIMITS.makeMax) }).success).toBe(true);
  });
});

describe("the intake at drop-off", () => {
  it("needs a way of signing in, and a passcode with 'passcode'", () => {
    expect(messages(intakeSchema.safeParse({}))).toEqual({ access: "accessInvalid" });
    expect(messages(intakeSchema.safeParse({ access: "fingerprint" }))).toEqual({ access: "accessInvalid" });
    expect(messages(intakeSchema.safeParse({ access: "passcode", passcode: "   " }))).toEqual({ passcode: "passcodeRequired" });
    expect(messages(intakeSchema.safeParse({ access: "passcode", passcode: "9".repeat(DEVICE_LIMITS.passcodeMax + 1) }))).toEqual({ passcode: "passcodeTooLong" });
    expect(intakeSchema.parse({ access: "passcode", passcode: " 1234 ", deviceKind: "laptop" })).toMatchObject({ access: "passcode", passcode: "1234", deviceKind: "laptop" });
    expect(intakeSchema.parse({ access: "customer_present" })).toMatchObject({ access: "customer_present", passcode: "" });
  });
});

describe("the form's parsed values, sent to the action", () => {
  it("parse again to the same values (blank device fields travel as null)", () => {
    const filed = serviceRequestSchema.parse({ ...request, deviceKind: "", deviceMake: "Dell", deviceSerial: "" });
    expect(serviceRequestSchema.parse(filed)).toEqual(filed);
    const intake = intakeSchema.parse({ access: "customer_present", deviceKind: "", deviceModel: "" });
    expect(intakeSchema.parse(intake)).toEqual(intake);
  });
});
