import { slotInstant } from "@/lib/rules/booking-time";
import { signedInCustomer } from "../e2e/helpers/booking";
import {
  confirmationsAfterSweep,
  expectBooked,
  expectGenericBookingError,
  fillBookingForm,
  pageErrors,
  storedAppointments,
  submitButton,
} from "./helpers/booking";
import { expect, test } from "./helpers/servers";

// `next start` restarts (a deploy of the same build, a crash) between the
// moment the booking form loaded and the moment it is sent.

test("the site restarted between load and submit: the loaded form books, once", async ({ page, context, baseURL, servers }) => {
  const errors = pageErrors(page);
  const user = await signedInCustomer(context, baseURL);
  const { day, slot } = await fillBookingForm(page, 3);

  // Sent while the site is down: the generic error, nothing stored, the form as it was.
  await servers.site.stop();
  try {
    await submitButton(page).click();
    await expectGenericBookingError(page);
    await expect(submitButton(page)).toBeEnabled();
  } finally {
    await servers.site.start();
  }
  expect(await storedAppointments(user.id)).toEqual([]);

  // Sent again to the restarted server: the same build knows the form's action, and books.
  await submitButton(page).click();
  await expectBooked(page);
  const [appointment, ...others] = await storedAppointments(user.id);
  expect(others).toEqual([]);
  expect(new Date(appointment!.appointment_date).toISOString()).toBe(slotInstant(day, slot).toISOString());
  expect(await confirmationsAfterSweep(baseURL!, user.email)).toHaveLength(1);
  expect(errors).toEqual([]);
});
