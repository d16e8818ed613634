import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

// The wrapper and the actions whose caller check once went wrong, with the
// Supabase client, the staff lookup and the email delivery replaced.

const mocks = vi.hoisted(() => ({
  createClient: vi.fn(),
  getStaffCaller: vi.fn(),
  deliverAfterResponse: vi.fn(),
}));
vi.mock("@/lib/supabase/server", () => ({ createClient: mocks.createClient }));
vi.mock("@/lib/data/require-staff", () => ({ getStaffCaller: mocks.getStaffCaller }));
vi.mock("@/lib/server/notification-deliver-after-response", () => ({ deliverAfterResponse: mocks.deliverAfterResponse }));

import { AuthRetryableFetchError } from "@supabase/supabase-js";
import type { Access, Denial, ServerAction } from "@/lib/actions/define-action";

const { defineAction } = await import("@/lib/actions/define-action");
const { scheduleAppointment } = await import("@/lib/actions/schedule-appointment");
const { cancelAppointment } = await import("@/lib/actions/cancel-appointment");
const { setAppointmentStatus } = await import("@/lib/actions/admin-set-appointment-status");
const { updateServiceRequest } = await import("@/lib/actions/admin-update-request");
const { BOOKING_ERROR_CODES, DB_ERROR_CODES } = await import("@/lib/rules/db-errors");
const { addDays, lastBookableDate } = await import("@/lib/rules/booking-time");

type RpcAnswer = { data: unknown; error: { code?: string; message: string } | null };

/** A Supabase client whose user is `user` and whose rpc answers `answer`; `from` must not be used. */
function fakeClient(user: { id: string; email_confirmed_at?: string | null } | null, answer: RpcAnswer = { data: null, error: null }) {
  return {
    auth: { getUser: vi.fn(async () => ({ data: { user }, error: user ? null : unreachable })) },
    rpc: vi.fn(async () => answer),
    from: vi.fn(() => {
      throw new Error("no table access expected");
    }),
  };
}

/** No answer from Auth is "signed out" unless this is set: then Auth could not be reached. */
let unreachable: AuthRetryableFetchError | null = null;

const VERIFIED = { id: "u1", email_confirmed_at: "2026-11-01T00:00:00Z" };
const UNVERIFIED = { id: "u2", email_confirmed_at: null };
const ID = "0b6f3f7e-4d5c-4a8e-9f7a-2b1c3d4e5f60";

beforeEach(() => {
  vi.clearAllMocks();
  unreachable = null;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("defineAction", () => {
  // One action per access level; the type of `access` only picks the caller's type.
  const echo = (access: Access): ServerAction<[input: unknown], unknown> =>
    defineAction({
      access: access as "customer",
      input: z.object({ n: z.number() }),
      invalid: (issues, raw) => ({ invalid: issues.length, raw }),
      denied: (denial: Denial) => ({ denied: denial }),
      unavailable: { unavailable: true },
      handler: async (input, caller) => ({ input, caller }),
    });

  it("refuses input the schema refuses before looking at the caller", async () => {
    expect(await echo("customer")({ n: "1" })).toEqual({ invalid: 1, raw: { n: "1" } });
    expect(mocks.createClient).not.toHaveBeenCalled();
    expect(mocks.getStaffCaller).not.toHaveBeenCalled();
  });

  it("customer: signed in with a confirmed email, else signedOut / unverified", async () => {
    mocks.createClient.mockResolvedValueOnce(fakeClient(null));
    expect(await echo("customer")({ n: 1 })).toEqual({ denied: "signedOut" });
    mocks.createClient.mockResolvedValueOnce(fakeClient(UNVERIFIED));
    expect(await echo("customer")({ n: 1 })).toEqual({ denied: "unverified" });
    const client = fakeClient(VERIFIED);
    mocks.createClient.mockResolvedValueOnce(client);
    expect(await echo("customer")({ n: 1, extra: true })).toEqual({ input: { n: 1 }, caller: { supabase: client, user: VERIFIED } });
  });

  it("customer: Auth unreachable is `unavailable`, not signed out", async () => {
    unreachable = new AuthRetryableFetchError("fetch failed", 0);
    mocks.createClient.mockResolvedValueOnce(fakeClient(null));
    expect(await echo("customer")({ n: 1 })).toEqual({ unavailable: true });
  });

  it("staff: getStaffCaller's answer: notStaff, unavailable or the staff member", async () => {
    mocks.getStaffCaller.mockResolvedValueOnce("unavailable");
    expect(await echo("staff")({ n: 1 })).toEqual({ unavailable: true });
    mocks.getStaffCaller.mockResolvedValueOnce("notStaff");
    expect(await echo("staff")({ n: 1 })).toEqual({ denied: "notStaff" });
    const staff = { supabase: fakeClient(VERIFIED), user: VERIFIED };
    mocks.getStaffCaller.mockResolvedValueOnce(staff);
    expect(await echo("staff")({ n: 1 })).toEqual({ input: { n: 1 }, caller: staff });
    expect(mocks.createClient).not.toHaveBeenCalled();
  });

  it("anyone: no session is read (public pages stay static)", async () => {
    expect(await echo("anyone")({ n: 2 })).toEqual({ input: { n: 2 }, caller: null });
    expect(mocks.createClient).not.toHaveBeenCalled();
    expect(mocks.getStaffCaller).not.toHaveBeenCalled();
  });

  it("args: several parameters become the one value parsed", async () => {
    const pair = defineAction({
      access: "anyone",
      args: (a: unknown, b: unknown) => [a, b],
      input: z.tuple([z.string(), z.number()]),
      invalid: (issues) => `invalid ${issues[0]!.path.join(".")}`,
      handler: async ([a, b]) => `${a}${b}`,
    });
    expect(await pair("x", 1)).toBe("x1");
    expect(await pair(1, "x")).toBe("invalid 0");
    expect(await pair("x", "x")).toBe("invalid 1");
  });
});

describe("scheduleAppointment", () => {
  const date = lastBookableDate();
  const valid = { serviceId: "3", date, slot: "10:00", issueDescription: "  Laptop  ", requestId: null };

  it("refuses a signed-out caller (auth) and an unconfirmed email (unverified) without calling the database", async () => {
    const signedOut = fakeClient(null);
    mocks.createClient.mockResolvedValueOnce(signedOut);
    expect(await scheduleAppointment(valid)).toEqual({ ok: false, error: "auth", refused: false });
    const unverified = fakeClient(UNVERIFIED);
    mocks.createClient.mockResolvedValueOnce(unverified);
    expect(await scheduleAppointment(valid)).toEqual({ ok: false, error: "unverified", refused: true });
    expect(signedOut.rpc).not.toHaveBeenCalled();
    expect(unverified.rpc).not.toHaveBeenCalled();
  });

  it("keeps the form's keys for invalid input", async () => {
    expect(await scheduleAppointment({ ...valid, slot: "" })).toEqual({ ok: false, error: "missing", refused: false });
    expect(await scheduleAppointment({ ...valid, issueDescription: "x".repeat(2001) })).toEqual({ ok: false, error: "tooLong", refused: false });
    expect(await scheduleAppointment({ ...valid, date: addDays(date, 1) })).toEqual({ ok: false, error: "beyondHorizon", refused: true });
    expect(mocks.createClient).not.toHaveBeenCalled();
  });

  it("calls schedule_appointment alone (no services query), then sends the queued email", async () => {
    const client = fakeClient(VERIFIED, { data: { appointment_date: "2026-12-01T15:00:00+00:00" }, error: null });
    mocks.createClient.mockResolvedValueOnce(client);
    expect(await scheduleAppointment(valid)).toEqual({ ok: true, appointmentDate: "2026-12-01T15:00:00+00:00" });
    expect(client.from).not.toHaveBeenCalled();
    expect(client.rpc).toHaveBeenCalledTimes(1);
    expect(client.rpc).toHaveBeenCalledWith("schedule_appointment", {
      p_service_id: 3,
      p_service_name: "",
      p_appointment_date: expect.any(String),
      p_issue_description: "Laptop",
      p_service_request_id: undefined,
    });
    expect(mocks.deliverAfterResponse).toHaveBeenCalledTimes(1);
  });

  it.each([
    [BOOKING_ERROR_CODES.slotTaken, "taken", false],
    [BOOKING_ERROR_CODES.serviceUnavailable, "service", false],
    [BOOKING_ERROR_CODES.authRequired, "auth", false],
    ["42501", "permission", false],
    [DB_ERROR_CODES.bookingUpcomingLimit, "upcomingLimit", true],
    [DB_ERROR_CODES.bookingBeyondHorizon, "beyondHorizon", true],
    [DB_ERROR_CODES.emailNotConfirmed, "unverified", true],
    ["22023", "generic", false],
  ])("maps a refusal with SQLSTATE %s to %s (shown in place: %s), whatever the message", async (code, key, refused) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mocks.createClient.mockResolvedValueOnce(fakeClient(VERIFIED, { data: null, error: { code, message: "duplicate key value violates foreign key constraint" } }));
    expect(await scheduleAppointment(valid)).toEqual({ ok: false, error: key, refused });
    expect(mocks.deliverAfterResponse).not.toHaveBeenCalled();
  });
});

describe("cancelAppointment", () => {
  it("refuses a malformed id and a caller whose email is not confirmed", async () => {
    expect(await cancelAppointment("1 or 1=1")).toEqual({ ok: false, error: "invalid" });
    mocks.createClient.mockResolvedValueOnce(fakeClient(UNVERIFIED));
    expect(await cancelAppointment(ID)).toEqual({ ok: false, error: "authRequired" });
  });

  it("answers 'failed' (try again), not 'sign in again', when Auth cannot be reached", async () => {
    unreachable = new AuthRetryableFetchError("fetch failed", 0);
    const client = fakeClient(null);
    mocks.createClient.mockResolvedValueOnce(client);
    expect(await cancelAppointment(ID)).toEqual({ ok: false, error: "failed" });
    expect(client.rpc).not.toHaveBeenCalled();
  });

  it("returns the row cancel_appointment stored and sends the queued email", async () => {
    const client = fakeClient(VERIFIED, { data: { status: "cancelled", late_cancellation: true }, error: null });
    mocks.createClient.mockResolvedValueOnce(client);
    expect(await cancelAppointment(ID)).toEqual({ ok: true, status: "cancelled", lateCancellation: true });
    expect(client.rpc).toHaveBeenCalledExactlyOnceWith("cancel_appointment", { appointment_id: ID });
    expect(mocks.deliverAfterResponse).toHaveBeenCalledTimes(1);
  });

  it("a refusal is 'failed', with no other way in tried", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const client = fakeClient(VERIFIED, { data: null, error: { code: "PT404", message: "Appointment not found" } });
    mocks.createClient.mockResolvedValueOnce(client);
    expect(await cancelAppointment(ID)).toEqual({ ok: false, error: "failed" });
    expect(client.rpc).toHaveBeenCalledTimes(1);
    expect(client.from).not.toHaveBeenCalled();
    expect(mocks.deliverAfterResponse).not.toHaveBeenCalled();
  });
});

describe("staff actions with two parameters", () => {
  it("report a bad id before anything else, and never ask who is calling with bad input", async () => {
    expect(await setAppointmentStatus("nope", "teleported")).toEqual({ ok: false, error: "invalidId" });
    expect(await setAppointmentStatus(ID, "teleported")).toEqual({ ok: false, error: "invalidStatus" });
    expect(await updateServiceRequest("nope", { status: "nonsense" })).toEqual({ ok: false, error: "invalidId" });
    expect(await updateServiceRequest(ID, { status: "nonsense" })).toEqual({ ok: false, error: "invalidStatus" });
    expect(await updateServiceRequest(ID, { status: "approved", technicianId: "Sam Rivera" })).toEqual({ ok: false, error: "invalidTechnician" });
    expect(mocks.getStaffCaller).not.toHaveBeenCalled();
  });

  it("refuse whoever is not staff", async () => {
    mocks.getStaffCaller.mockResolvedValue("notStaff");
    expect(await setAppointmentStatus(ID, "completed")).toEqual({ ok: false, error: "forbidden" });
    expect(await updateServiceRequest(ID, { status: "approved" })).toEqual({ ok: false, error: "forbidden" });
  });

  it("answer a failure, not forbidden, when Auth cannot be asked", async () => {
    mocks.getStaffCaller.mockResolvedValue("unavailable");
    expect(await setAppointmentStatus(ID, "completed")).toEqual({ ok: false, error: "failed" });
    expect(await updateServiceRequest(ID, { status: "approved" })).toEqual({ ok: false, error: "failed" });
  });
});
