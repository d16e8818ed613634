import { expect, test } from "@playwright/test";
import { bookingErrorKey } from "@/lib/rules/booking-errors";
import { slotInstant } from "@/lib/rules/booking-time";
import en from "@/messages/en.json" with { type: "json" };
import { expectToast } from "./helpers/dashboard";
import { apiCustomer, appointmentsOf, bookingDay, pickDay, removeAppointments, rpcBooking, signedInCustomer, checkSlot, slotRadio } from "./helpers/booking";
import { languages } from "./helpers/public";
import { serviceClient } from "./helpers/supabase";
import { BOOKING_ERROR_CODES } from "@/lib/rules/db-errors";

// Weeks 14 (English), 15 (Spanish) and 16 (API only) belong to this file.
const users: string[] = [];
test.afterAll(() => removeAppointments(users));
const TAKEN = "This appointment time is already booked. Please select a different time.";

for (const [index, lang] of languages.entries()) {
  const b = lang.messages.Booking;

  test(`a booked slot is disabled for the next customer, and taking it anyway is refused (${lang.locale})`, async ({ page, context, baseURL, browser }) => {
    const day = bookingDay(14 + index);
    const first = await apiCustomer();
    users.push(first.id);
    expect((await first.client.rpc("schedule_appointment", rpcBooking(1, day, "10:00"))).error).toBeNull();

    const second = await signedInCustomer(context, baseURL, lang.locale);
    users.push(second.id);
    await page.goto(`${lang.prefix}/book-appointment?service=computer-repair`);
    await pickDay(page, lang, day);
    // 10:00-11:00 is taken: 9:30 would run into it, 10:00 and 10:30 overlap it, 11:00 is free again.
    for (const slot of ["09:30", "10:00", "10:30"]) await expect(slotRadio(page, lang, slot, "taken")).toBeDisabled();
    await expect(slotRadio(page, lang, "09:00")).toBeEnabled();
    await expect(slotRadio(page, lang, "11:00")).toBeEnabled();

    // Forced through the API, as the server action calls it: the database refuses, the "slot taken" text is shown.
    const forced = await (await apiCustomer()).client.rpc("schedule_appointment", rpcBooking(1, day, "10:00"));
    expect(forced.error?.code).toBe(BOOKING_ERROR_CODES.slotTaken);
    expect(en.Booking.errors[bookingErrorKey(forced.error?.code) as keyof typeof en.Booking.errors]).toBe(TAKEN);

    // The page still shows 1:00 PM free; someone takes it before this customer submits.
    await checkSlot(page, lang, slotRadio(page, lang, "13:00"));
    const third = await apiCustomer();
    users.push(third.id);
    expect((await third.client.rpc("schedule_appointment", rpcBooking(2, day, "13:00"))).error).toBeNull();
    await page.getByRole("button", { name: b.submit }).click();
    await expectToast(page, b.errors.title, b.errors.taken);
    if (lang.locale === "en") expect(b.errors.taken).toBe(TAKEN);
    await expect(slotRadio(page, lang, "13:00", "taken")).toBeDisabled();
    await expect(page).toHaveURL(/\/book-appointment/);
    expect(await appointmentsOf(second.id)).toHaveLength(0);

    // A browser elsewhere sees the same taken slots.
    const elsewhere = await browser.newContext({ timezoneId: "America/Los_Angeles" });
    await signedInCustomer(elsewhere, baseURL, lang.locale);
    const other = await elsewhere.newPage();
    await other.goto(`${lang.prefix}/book-appointment?service=computer-repair`);
    await pickDay(other, lang, day);
    await expect(slotRadio(other, lang, "10:00", "taken")).toBeDisabled();
    await elsewhere.close();
  });
}

test("20 customers booking the same slot at once make exactly one appointment", async () => {
  const day = bookingDay(16);
  const customers = await Promise.all(Array.from({ length: 20 }, () => apiCustomer()));
  users.push(...customers.map((c) => c.id));
  const results = await Promise.all(customers.map((c) => c.client.rpc("schedule_appointment", rpcBooking(1, day, "11:00"))));

  expect(results.filter((r) => !r.error)).toHaveLength(1);
  for (const failed of results.filter((r) => r.error)) expect(bookingErrorKey(failed.error!.code)).toBe("taken");
  const { data, error } = await serviceClient()
    .from("appointments")
    .select("id, user_id")
    .eq("appointment_date", slotInstant(day, "11:00").toISOString())
    .neq("status", "cancelled");
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
  expect(customers.map((c) => c.id)).toContain(data![0]!.user_id);
});

test("the database, not the page, decides: a request id or a slot the form would not offer is refused", async () => {
  const day = bookingDay(16, 1);
  const owner = await apiCustomer();
  const other = await apiCustomer();
  users.push(owner.id, other.id);
  const { data: request } = await serviceClient()
    .from("service_requests")
    .insert({ user_id: owner.id, title: "Router keeps dropping", description: "The router drops the connection every hour or so.", service_type: "networkSetup" })
    .select("id")
    .single();
  await serviceClient().from("service_requests").update({ status: "approved" }).eq("id", request!.id);

  const stolen = await other.client.rpc("schedule_appointment", { ...rpcBooking(4, day, "09:00"), p_service_request_id: request!.id });
  expect(stolen.error?.message).toMatch(/approved service request/);
  expect(bookingErrorKey(stolen.error?.code)).toBe("generic");
  const lunch = await other.client.rpc("schedule_appointment", rpcBooking(1, day, "12:00"));
  expect(lunch.error?.message).toMatch(/time slots/);
  const unknown = await other.client.rpc("schedule_appointment", rpcBooking(999, day, "09:00"));
  expect(bookingErrorKey(unknown.error?.code)).toBe("service");
  expect(await appointmentsOf(other.id)).toHaveLength(0);
});
