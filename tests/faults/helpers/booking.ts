import { expect, type Page } from "@playwright/test";
import type { StoredMail } from "@/supabase/local/mailbox/store";
import { bookingDay, checkSlot, chooseService, pickDay, slotRadio } from "../../e2e/helpers/booking";
import { expectToast } from "../../e2e/helpers/dashboard";
import { inbox, sweep } from "../../e2e/helpers/notifications";
import { languages } from "../../e2e/helpers/public";
import { serviceClient } from "../../e2e/helpers/supabase";

export const en = languages[0];
export const b = en.messages.Booking;
const SLOT = "10:00";

/**
 * Opens the booking form and chooses Computer Repair at 10:00 on a weekday of
 * the week after next (each test its own `weekday`, 0-4, so tests never meet).
 */
export async function fillBookingForm(page: Page, weekday: number) {
  const day = bookingDay(1, weekday);
  await page.goto("/book-appointment");
  await chooseService(page, en, b.services.computerRepair.name);
  await pickDay(page, en, day);
  await checkSlot(page, en, slotRadio(page, en, SLOT));
  return { day, slot: SLOT };
}

export const submitButton = (page: Page) => page.getByRole("button", { name: b.submit });

/**
 * Holds the next server action the page posts until `release` is called, so
 * the test can break something between the click and the server's work.
 */
export async function holdNextAction(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  let holding = true;
  await page.route("**/*", async (route) => {
    if (holding && route.request().method() === "POST" && route.request().headers()["next-action"]) {
      holding = false;
      arrived();
      await released;
    }
    await route.fallback();
  });
  return { held, release };
}

/** The generic booking failure toast: what the user is told when the shop's systems fail mid-booking. */
export const expectGenericBookingError = (page: Page) => expectToast(page, b.errors.title, b.errors.generic);

/** The success toast, then the dashboard's appointments tab. */
export async function expectBooked(page: Page) {
  await expectToast(page, b.success.title);
  await expect(page).toHaveURL(/\/dashboard\?tab=appointments$/, { timeout: 30_000 });
}

/** The customer's appointments, every column the booking writes. */
export async function storedAppointments(userId: string) {
  const { data, error } = await serviceClient()
    .from("appointments")
    .select("id, appointment_date, duration, service_id, service_name, status, user_id")
    .eq("user_id", userId);
  if (error) throw new Error(`appointments: ${error.message}`);
  return data;
}

const confirmationLead = en.messages.Emails.confirmed.subject.split("{")[0]!;

const confirmations = async (email: string) => (await inbox(email)).filter((mail) => mail.subject.startsWith(confirmationLead));

/**
 * The booking confirmations the customer has received once everything due
 * was sent: the sweeper runs (as the cron would) until one has arrived
 * (the booking's own delivery after the response may still be sending it),
 * then once more, so a second copy would show. An appointment's
 * confirmation is queued in its own transaction: a whole booking gets
 * exactly one.
 */
export async function confirmationsAfterSweep(baseURL: string, email: string): Promise<StoredMail[]> {
  await expect
    .poll(async () => (await sweep(baseURL), (await confirmations(email)).length), { message: `a confirmation for ${email}`, timeout: 20_000 })
    .toBeGreaterThan(0);
  await sweep(baseURL);
  return confirmations(email);
}

/** Collects uncaught errors in the page: a crash shows up here before it shows on screen. */
export function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
