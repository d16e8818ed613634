import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { bookingErrorKey, bookingRefusalKey } from "@/lib/rules/booking-errors";
import { addDays, lastBookableDate } from "@/lib/rules/booking-time";
import { bookingSchema } from "@/lib/validation/booking";
import { BOOKING_ERROR_CODES, DB_ERROR_CODES } from "@/lib/rules/db-errors";

const valid = { serviceId: "3", date: "2026-12-01", slot: "13:30", issueDescription: "  Laptop will not start  ", requestId: null };
const messagesOf = (input: unknown) => {
  const result = bookingSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
};

describe("booking form schema", () => {
  it("accepts a service, a date and a slot, trims the optional description", () => {
    expect(bookingSchema.parse(valid)).toEqual({ serviceId: 3, date: "2026-12-01", slot: "13:30", issueDescription: "Laptop will not start", requestId: null });
    expect(bookingSchema.parse({ ...valid, issueDescription: "" }).issueDescription).toBe("");
    expect(bookingSchema.parse({ ...valid, requestId: "0b6f3f7e-4d5c-4a8e-9f7a-2b1c3d4e5f60" }).requestId).toBe("0b6f3f7e-4d5c-4a8e-9f7a-2b1c3d4e5f60");
  });

  it("reports a missing service, date or time as 'missing'", () => {
    expect(messagesOf({ ...valid, serviceId: "", date: "", slot: "" })).toEqual(["serviceId:missing", "date:missing", "slot:missing"]);
    expect(messagesOf({ ...valid, serviceId: "0" })).toEqual(["serviceId:missing"]);
    expect(messagesOf({ ...valid, slot: "12:00" })).toEqual(["slot:missing"]);
    expect(messagesOf({ ...valid, slot: "1:30 PM" })).toEqual(["slot:missing"]);
  });

  it("takes only the bookable half-hour slots and positive whole service ids", () => {
    expect(messagesOf({ ...valid, slot: "09:00" })).toEqual([]);
    expect(messagesOf({ ...valid, slot: "16:00" })).toEqual([]);
    for (const slot of ["08:30", "12:30", "16:30", "17:00", "9:00", "09:15"]) expect(messagesOf({ ...valid, slot }), slot).toEqual(["slot:missing"]);
    expect(bookingSchema.parse({ ...valid, serviceId: "12" }).serviceId).toBe(12);
    for (const serviceId of ["-1", "1.5", "01", "abc", " 3"]) expect(messagesOf({ ...valid, serviceId }), serviceId).toEqual(["serviceId:missing"]);
    expect(messagesOf({ ...valid, date: "2026-12-1" })).toEqual(["date:missing"]);
  });

  it("refuses a description over 2000 characters after trimming, and a malformed request id", () => {
    expect(messagesOf({ ...valid, issueDescription: "x".repeat(2001) })).toEqual(["issueDescription:tooLong"]);
    expect(messagesOf({ ...valid, issueDescription: ` ${"x".repeat(2000)} ` })).toEqual([]);
    expect(messagesOf({ ...valid, requestId: "1 or 1=1" })).toEqual(["requestId:missing"]);
  });
});

describe("what the form shows for each refusal", () => {
  it("names a text in both languages for every issue the schema raises and every refusal the database gives", () => {
    const issues = [
      { ...valid, serviceId: "", date: "", slot: "" },
      { ...valid, issueDescription: "x".repeat(2001) },
      { ...valid, date: addDays(lastBookableDate(), 1) },
      { ...valid, requestId: "nope" },
    ].flatMap((input) => messagesOf(input).map((issue) => issue.split(":")[1]!));
    expect(new Set(issues)).toEqual(new Set(["missing", "tooLong", "beyondHorizon"]));
    const refusals = [DB_ERROR_CODES.bookingBeyondHorizon, DB_ERROR_CODES.bookingUpcomingLimit, DB_ERROR_CODES.emailNotConfirmed].map((code) => bookingRefusalKey(code)!);
    for (const messages of [en, es]) {
      const booking = messages.Booking as unknown as Record<string, unknown> & { refusals: Record<string, string> };
      for (const key of issues) expect(booking[key] ?? booking.refusals[key], key).toBeTruthy();
      for (const key of refusals) expect(booking.refusals[key], key).toMatch(/\S/);
    }
  });
});

describe("booking horizon and the database's own refusals", () => {
  it("refuses a date after the last bookable day as 'beyondHorizon'", () => {
    expect(messagesOf({ ...valid, date: lastBookableDate() })).toEqual([]);
    expect(messagesOf({ ...valid, date: addDays(lastBookableDate(), 1) })).toEqual(["date:beyondHorizon"]);
    expect(messagesOf({ ...valid, date: "2035-03-06" })).toEqual(["date:beyondHorizon"]);
  });

  it("maps the guards' SQLSTATEs by code, never by message", () => {
    expect(bookingRefusalKey(DB_ERROR_CODES.bookingBeyondHorizon)).toBe("beyondHorizon");
    expect(bookingRefusalKey(DB_ERROR_CODES.bookingUpcomingLimit)).toBe("upcomingLimit");
    expect(bookingRefusalKey(DB_ERROR_CODES.emailNotConfirmed)).toBe("unverified");
    for (const code of ["23505", "PT429", DB_ERROR_CODES.requestRateLimit, "toString", undefined]) expect(bookingRefusalKey(code)).toBeNull();
  });
});

describe("booking failures mapped by the server's SQLSTATE (more in booking-errors.test.ts)", () => {
  it("maps each code of the table", () => {
    expect(bookingErrorKey(BOOKING_ERROR_CODES.authRequired)).toBe("auth");
    expect(bookingErrorKey("42501")).toBe("permission");
    expect(bookingErrorKey(BOOKING_ERROR_CODES.slotTaken)).toBe("taken");
    expect(bookingErrorKey(BOOKING_ERROR_CODES.serviceUnavailable)).toBe("service");
    expect(bookingErrorKey("22023")).toBe("generic");
    expect(bookingErrorKey(undefined)).toBe("generic");
  });

});
