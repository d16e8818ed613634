import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { bookingErrorKey, bookingFailureKey, bookingRefusalKey, isBookingRefusal } from "@/lib/rules/booking-errors";
import { BOOKING_ERROR_CODES, DB_ERROR_CODES } from "@/lib/rules/db-errors";

describe("booking failures mapped by SQLSTATE, never by message", () => {
  it("maps each of schedule_appointment's own codes and PostgreSQL's permission denied", () => {
    expect(bookingErrorKey(BOOKING_ERROR_CODES.authRequired)).toBe("auth");
    expect(bookingErrorKey("42501")).toBe("permission");
    expect(bookingErrorKey(BOOKING_ERROR_CODES.slotTaken)).toBe("taken");
    expect(bookingErrorKey(BOOKING_ERROR_CODES.serviceUnavailable)).toBe("service");
  });

  it("anything else is generic, including the messages it used to match", () => {
    for (const other of ["22023", "23505", "23503", "23P01", "P0001", "toString", "", null, undefined]) expect(bookingErrorKey(other)).toBe("generic");
    expect(bookingErrorKey('duplicate key value violates unique constraint "appointments_no_overlap"')).toBe("generic");
    expect(bookingErrorKey("Authentication required")).toBe("generic");
  });

  it("bookingFailureKey: a guard's refusal first, else the toast's key", () => {
    expect(bookingFailureKey(DB_ERROR_CODES.bookingUpcomingLimit)).toBe("upcomingLimit");
    expect(bookingFailureKey(DB_ERROR_CODES.emailNotConfirmed)).toBe("unverified");
    expect(bookingFailureKey(BOOKING_ERROR_CODES.slotTaken)).toBe("taken");
    expect(bookingFailureKey(undefined)).toBe("generic");
    for (const key of ["auth", "permission", "taken", "service", "generic"]) expect(isBookingRefusal(key)).toBe(false);
    expect(bookingRefusalKey(BOOKING_ERROR_CODES.slotTaken)).toBeNull();
  });

  it("every key has its text in both languages", () => {
    const codes = [...Object.values(BOOKING_ERROR_CODES), "42501", "XX000"];
    for (const messages of [en, es]) {
      for (const code of codes) expect(messages.Booking.errors[bookingErrorKey(code)], code).toMatch(/\S/);
    }
  });

  it("the codes are the ones the migrations raise, and the latest schedule_appointment imitates no PostgreSQL error", () => {
    const dir = join(process.cwd(), "supabase/migrations");
    const files = readdirSync(dir).filter((name) => name.endsWith(".sql")).sort();
    const code = (name: string) => readFileSync(join(dir, name), "utf8").replace(/--.*$/gm, "");
    const raised = new Set(files.flatMap((name) => [...code(name).matchAll(/errcode = '(BK\d{3})'/g)].map((m) => m[1])));
    expect(raised).toEqual(new Set(Object.values(BOOKING_ERROR_CODES)));
    const latest = files.filter((name) => /function private\.schedule_appointment\(/.test(code(name))).at(-1)!;
    expect(code(latest)).not.toMatch(/duplicate key|violates foreign key|errcode = 'unique_violation'|errcode = 'foreign_key_violation'/);
  });
});
