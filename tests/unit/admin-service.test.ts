import { describe, expect, it } from "vitest";
import { durationFitsASlot, longestDuration } from "@/lib/rules/booking-slots";
import { BOOKING_SLOTS, SERVICE_LIMITS } from "@/lib/rules/business-rules";
import { SERVICE_ERROR_KEYS, SERVICE_ERROR_VALUES, serviceSchema } from "@/lib/validation/admin-service";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

const valid = {
  id: 8,
  nameEn: "Tech Consultation",
  nameEs: "Asesoría tecnológica",
  descriptionEn: "Time with a technician.",
  descriptionEs: "Tiempo con un técnico.",
  duration: "60",
  price: "65",
  sortOrder: "70",
  active: true,
};
const errorOf = (input: unknown) => {
  const result = serviceSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe("a bookable service as staff save it", () => {
  it("parses the form's text into what the table stores: trimmed texts, whole minutes, cents", () => {
    expect(serviceSchema.parse({ ...valid, nameEn: "  Tech Consultation ", price: "62.50", duration: 45, sortOrder: 0 })).toEqual({
      ...valid,
      duration: 45,
      price: 6250,
      sortOrder: 0,
    });
    expect(serviceSchema.parse({ ...valid, price: "$0" }).price).toBe(0);
    expect(serviceSchema.parse({ ...valid, price: "1000" }).price).toBe(SERVICE_LIMITS.priceMaxCents);
  });

  it("refuses a negative, malformed or too high price", () => {
    expect(errorOf({ ...valid, price: "-5" })).toBe("priceNegative");
    expect(errorOf({ ...valid, price: "-0.01" })).toBe("priceNegative");
    for (const price of ["", "abc", "1.234", "1e3", "75 dollars"]) expect(errorOf({ ...valid, price }), price).toBe("priceInvalid");
    expect(errorOf({ ...valid, price: "1000.01" })).toBe("priceTooHigh");
    expect(errorOf({ ...valid, price: 65 })).toBe("priceInvalid");
  });

  it("refuses a duration that fits no slot, and one that is not whole minutes", () => {
    for (const duration of ["0", "10", "14", "481", "600", 9999]) expect(errorOf({ ...valid, duration }), String(duration)).toBe("durationNoSlot");
    for (const duration of ["", "1.5", "sixty", -30]) expect(errorOf({ ...valid, duration }), String(duration)).toMatch(/^duration/);
    for (const duration of ["15", "45", "480"]) expect(errorOf({ ...valid, duration }), duration).toBeNull();
  });

  it("refuses empty or blank names and too long texts", () => {
    expect(errorOf({ ...valid, nameEn: "   " })).toBe("nameEnRequired");
    expect(errorOf({ ...valid, nameEs: "" })).toBe("nameEsRequired");
    expect(errorOf({ ...valid, nameEs: "a".repeat(101) })).toBe("nameTooLong");
    expect(errorOf({ ...valid, descriptionEs: "a".repeat(1001) })).toBe("descriptionTooLong");
    expect(errorOf({ ...valid, descriptionEn: "" })).toBeNull();
  });

  it("refuses an order out of range and an id that is not a row's", () => {
    for (const sortOrder of ["-1", "1000", "a"]) expect(errorOf({ ...valid, sortOrder }), sortOrder).toBe("orderInvalid");
    for (const id of [0, -1, 1.5, "8", null]) expect(errorOf({ ...valid, id }), String(id)).toBe("invalidId");
  });

  it("a duration fits when one start time ends by closing: up to the first slot's distance from the end", () => {
    expect(longestDuration()).toBe(480);
    expect(SERVICE_ERROR_VALUES.durationMax).toBe(longestDuration());
    expect(durationFitsASlot(480)).toBe(true);
    expect(durationFitsASlot(481)).toBe(false);
    expect(durationFitsASlot(SERVICE_LIMITS.durationMin - 1)).toBe(false);
    expect(BOOKING_SLOTS.length).toBeGreaterThan(0);
  });

  it("has a message for every refusal in both languages", () => {
    for (const key of SERVICE_ERROR_KEYS) {
      expect(en.Admin.services.errors[key], key).toBeTruthy();
      expect(es.Admin.services.errors[key], key).toBeTruthy();
    }
  });
});
