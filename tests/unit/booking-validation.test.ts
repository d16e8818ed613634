import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { bookingErrorKey, bookingRefusalKey } from "@/lib/booking/errors";
import { addDays, lastBookableDate } from "@/lib/booking/time";
import { DB_ERROR_CODES } from "@/lib/business-rules";
import { bookingSchema } from "@/lib/validation/booking";

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

  it("refuses a description over 2000 characters after trimming, and a malformed request id", () => {
    expect(messagesOf({ ...valid, issueDescription: "x".repeat(2001) })).toEqual(["issueDescription:tooLong"]);
    expect(messagesOf({ ...valid, issueDescription: ` ${"x".repeat(2000)} ` })).toEqual([]);
    expect(messagesOf({ ...valid, requestId: "1 or 1=1" })).toEqual(["requestId:missing"]);
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

describe("booking failures mapped by the server's message", () => {
  it("maps each row of the table", () => {
    expect(bookingErrorKey("Authentication required")).toBe("auth");
    expect(bookingErrorKey("permission denied for function schedule_appointment")).toBe("permission");
    expect(bookingErrorKey('duplicate key value violates unique constraint "appointments_no_overlap"')).toBe("taken");
    expect(bookingErrorKey('insert or update on table "appointments" violates foreign key constraint "appointments_service_id_fkey"')).toBe("service");
    expect(bookingErrorKey("Appointment time must be in the future")).toBe("generic");
    expect(bookingErrorKey(undefined)).toBe("generic");
  });

  it("shows the product's exact English texts", () => {
    expect(en.Booking.errors).toEqual({
      title: "Error scheduling appointment",
      auth: "You need to be signed in to book appointments. Please sign in first.",
      permission: "There was a permission issue. Please try again or contact support.",
      taken: "This appointment time is already booked. Please select a different time.",
      service: "The selected service is no longer available. Please choose a different service.",
      generic: "There was a problem scheduling your appointment.",
    });
    expect(en.Booking.missing).toEqual({ title: "Missing information", description: "Please select a service, date, and time for your appointment" });
    expect(en.Booking.success).toEqual({ title: "Appointment scheduled", description: "Your appointment has been scheduled for {date} at {time}." });
    expect(en.Booking.servicesError.title).toBe("Error loading services");
    expect(en.Booking.submitting).toBe("Scheduling...");
  });
});
