import { slotInstant } from "@/lib/rules/booking-time";
import { e2ePorts } from "@/scripts/e2e-env";
import { freePort } from "@/scripts/bench/processes";
import { signedInCustomer } from "../e2e/helpers/booking";
import {
  b,
  confirmationsAfterSweep,
  expectBooked,
  expectGenericBookingError,
  fillBookingForm,
  holdNextAction,
  pageErrors,
  storedAppointments,
  submitButton,
} from "./helpers/booking";
import { startAnswerLosingRelay } from "./helpers/relay";
import { expect, stackServer, test } from "./helpers/servers";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// The stack (Supabase, with the database in it) dies or hangs during a
// booking. Whatever the moment, the booking is whole or absent, and the
// customer is told it failed.

test("stack killed as the booking is sent: the generic error, no appointment; booked once it is back", async ({ page, context, baseURL, servers }) => {
  const errors = pageErrors(page);
  const user = await signedInCustomer(context, baseURL);
  const { day, slot } = await fillBookingForm(page, 0);
  const action = await holdNextAction(page);
  await submitButton(page).click();
  await action.held;
  await servers.stack.stop("SIGKILL");
  try {
    action.release();
    // Auth cannot be asked who is calling: a failure, not "please sign in".
    await expectGenericBookingError(page);
    await expect(page.getByText(b.errors.auth)).toHaveCount(0);
    await expect(submitButton(page)).toBeEnabled();
    await expect(page).toHaveURL(/\/book-appointment$/);
  } finally {
    await servers.stack.start();
  }
  expect(await storedAppointments(user.id)).toEqual([]);

  // The same form, unchanged, books once the stack is back.
  await submitButton(page).click();
  await expectBooked(page);
  const [appointment, ...others] = await storedAppointments(user.id);
  expect(others).toEqual([]);
  expect(appointment).toMatchObject({ service_id: 1, duration: 60, status: "pending", appointment_date: expect.any(String) });
  expect(new Date(appointment!.appointment_date).toISOString()).toBe(slotInstant(day, slot).toISOString());
  expect(await confirmationsAfterSweep(baseURL!, user.email)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("stack killed after it committed, before its answer arrived: one whole booking, the user told it failed, a retry books nothing twice", async ({ page, context, baseURL, servers }) => {
  const errors = pageErrors(page);
  const user = await signedInCustomer(context, baseURL);
  // The stack moves behind a relay on its port that loses schedule_appointment's answer and kills the stack as it comes.
  await servers.stack.stop();
  let booked = "";
  const innerPort = await freePort();
  const inner = stackServer(servers.dataDir, innerPort);
  await inner.start();
  const relay = await startAnswerLosingRelay(e2ePorts.stack, innerPort, "POST /rest/v1/rpc/schedule_appointment", () => inner.stop("SIGKILL"));
  try {
    const { day, slot } = await fillBookingForm(page, 1);
    booked = slotInstant(day, slot).toISOString();
    await submitButton(page).click();
    await relay.answered;
    await expectGenericBookingError(page);
    await expect(submitButton(page)).toBeEnabled();
  } finally {
    await relay.close();
    await inner.stop("SIGKILL");
    await servers.stack.start();
  }

  // Committed before the kill: exactly one appointment, with every column, and its confirmation queued with it.
  const stored = await storedAppointments(user.id);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ user_id: user.id, service_id: 1, service_name: "Computer Repair", duration: 60, status: "pending" });
  expect(new Date(stored[0]!.appointment_date).toISOString()).toBe(booked);
  // The customer tries again from the same form: the database refuses a second one (the slot is theirs now).
  await submitButton(page).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: b.errors.title }).last()).toContainText(
    new RegExp(`${escapeRegExp(b.errors.taken)}|${escapeRegExp(b.errors.ownOverlap)}`),
  );
  expect(await storedAppointments(user.id)).toEqual(stored);
  expect(await confirmationsAfterSweep(baseURL!, user.email)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("stack frozen (it accepts connections, answers nothing): the booking gives up within the fetch timeout with the generic error", async ({ page, context, baseURL, servers }) => {
  const user = await signedInCustomer(context, baseURL);
  await fillBookingForm(page, 2);
  const action = await holdNextAction(page);
  await submitButton(page).click();
  await action.held;
  servers.stack.signal("SIGSTOP");
  let waited = 0;
  try {
    const started = Date.now();
    action.release();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: b.errors.title })).toContainText(b.errors.generic, { timeout: 20_000 });
    waited = Date.now() - started;
  } finally {
    await servers.stack.stop("SIGKILL");
    await servers.stack.start();
  }
  // lib/supabase/fetch-timeout.ts: 10 s, not Node's five minutes.
  expect(waited).toBeGreaterThanOrEqual(9_000);
  expect(await storedAppointments(user.id)).toEqual([]);
});
