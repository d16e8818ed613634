import { expect, test } from "@playwright/test";
import { createTranslator } from "next-intl";
import { adminPath, confirmStep, farBookableDay, fill, pickBookingDay, pickFirstFreeSlot, requestRow, signInAsStaff, STAFF } from "./helpers/admin";
import { chooseService } from "./helpers/booking";
import { BADGE, createRequest, expectToast, formatTime } from "./helpers/dashboard";
import { languages } from "./helpers/public";
import { inbox, waitForEmail } from "./helpers/notifications";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

// The journey, in each language: staff approve a customer's request; the
// customer sees Schedule Appointment and books it (weeks ahead); staff move
// the request on and complete it with a technician, the dialog saying the
// visit will be cancelled; the customer's dashboard shows the request
// completed and the visit cancelled with it, and their mailbox holds one
// email, in their language, that says so (docs/scheduling.md#a-request-closes).

for (const lang of languages) {
  const m = lang.messages;
  const a = m.Admin;

  test(`(${lang.locale}) approve, book, complete with a technician; the customer sees it all`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const tag = Date.now().toString(36);
    const fullName = `Nora Quintero ${tag}`;
    // The seeded staff member, from the staff list.
    const technician = STAFF.name;
    const customer = await createConfirmedUser({ locale: lang.locale, fullName });
    const request = await createRequest(customer.id, { title: `Tablet will not charge ${tag}`, service_type: "computerRepair" });
    const title = request.title;

    const staffContext = await browser.newContext();
    await signInAsStaff(staffContext, baseURL!);
    const staff = await staffContext.newPage();
    const customerContext = await browser.newContext();
    await signInAs(customerContext, baseURL!, customer.email, customer.password);
    const home = await customerContext.newPage();

    // Staff approve it from the pending list.
    await staff.goto(adminPath(lang, "/requests?status=pending"));
    const pendingRow = requestRow(staff, request.id);
    await expect(pendingRow).toContainText(fullName);
    await expect(pendingRow).toContainText(customer.email);
    await confirmStep(staff, pendingRow.getByRole("button", { name: fill(a.requests.stepFor, { action: a.requests.step.approved, title }) }), a.requests.confirm.approved.confirm);
    await expectToast(staff, a.requests.updated.title, fill(a.requests.updated.description, { title, status: m.RequestStatus.approved }));
    await staff.goto(adminPath(lang, "/requests?status=approved"));
    await expect(requestRow(staff, request.id).locator(BADGE)).toHaveText(m.RequestStatus.approved);

    // The customer sees Schedule Appointment at once and books the linked appointment.
    await home.goto(`${lang.prefix}/service-request/${request.id}`);
    await home.getByRole("link", { name: m.RequestDetail.schedule }).click();
    await expect(home).toHaveURL(new RegExp(`/book-appointment\\?request=${request.id}$`));
    await chooseService(home, lang, m.Booking.services.computerRepair.name);
    const day = farBookableDay();
    await pickBookingDay(home, lang, day);
    await pickFirstFreeSlot(home, lang);
    await home.getByRole("button", { name: m.Booking.submit }).click();
    await expect(home).toHaveURL(/\/dashboard\?tab=appointments$/, { timeout: 30_000 });
    const { data: booked } = await serviceClient().from("appointments").select("id, appointment_date, duration").eq("service_request_id", request.id);
    expect(booked).toHaveLength(1);
    const appointment = booked![0]!;

    // Staff find it in that day's list, with customer, time, duration and request; weeks ahead it
    // can be moved or cancelled, not started or completed (tests/e2e/admin-console.spec.ts completes one).
    await staff.goto(adminPath(lang, `/appointments?view=list&date=${day}`));
    const dayRow = staff.getByRole("region", { name: new RegExp(a.appointments.day.title) }).locator(`[data-appointment-id="${appointment.id}"]`);
    await expect(dayRow).toContainText(fullName);
    await expect(dayRow).toContainText(formatTime(lang.locale, appointment.appointment_date));
    await expect(dayRow).toContainText(fill(a.appointments.minutes, { count: appointment.duration }));
    await expect(dayRow.getByRole("link", { name: new RegExp(title) })).toBeVisible();
    await expect(dayRow.locator(BADGE)).toHaveText(m.AppointmentStatus.pending);
    await expect(dayRow.getByRole("button")).toHaveText([m.Reschedule.trigger, a.appointments.action.cancelled]);

    // The request: start work, then complete it with a technician in the manage dialog.
    await staff.goto(adminPath(lang, "/requests?status=approved"));
    await requestRow(staff, request.id).getByRole("button", { name: fill(a.requests.stepFor, { action: a.requests.step.in_progress, title }) }).click();
    await expectToast(staff, a.requests.updated.title, fill(a.requests.updated.description, { title, status: m.RequestStatus.in_progress }));
    await staff.goto(adminPath(lang, "/requests?status=in_progress"));
    await requestRow(staff, request.id).getByRole("button", { name: fill(a.requests.manageFor, { title }) }).click();
    const dialog = staff.getByRole("dialog", { name: a.requests.dialog.title });
    const radios = dialog.getByRole("radio");
    await expect(radios).toHaveCount(5);
    await expect(dialog.getByRole("radio", { name: fill(a.requests.dialog.current, { status: m.RequestStatus.in_progress }) })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: m.RequestStatus.pending, exact: true })).toHaveCount(0);
    await dialog.getByRole("radio", { name: m.RequestStatus.completed, exact: true }).click();
    // Before anything is saved, the dialog says the future visit will be cancelled and the customer told.
    await expect(dialog.getByRole("note").filter({ hasText: a.requests.dialog.completeWarning })).toBeVisible();
    const visits = dialog.getByTestId("closing-visits");
    await expect(visits.getByRole("listitem")).toHaveCount(1);
    await expect(visits).toContainText(formatTime(lang.locale, appointment.appointment_date));
    await expect(dialog).toContainText(m.Estimates.closingVisits.intro);
    await expect(visits).toContainText(`Computer Repair${m.Estimates.closingVisits.cancelled.split("{service}")[1]}`);
    await dialog.getByLabel(a.requests.dialog.technician).selectOption({ label: technician });
    await dialog.getByRole("button", { name: a.requests.dialog.save }).click();
    await expectToast(staff, a.requests.updated.title, fill(a.requests.updated.technician, { title, status: m.RequestStatus.completed, technician }));
    await expect(dialog).toBeHidden();
    await staff.goto(adminPath(lang, "/requests?status=completed"));
    await expect(requestRow(staff, request.id).locator(BADGE)).toHaveText(m.RequestStatus.completed);
    await expect(requestRow(staff, request.id).getByTestId("technician")).toContainText(technician);

    // The customer's dashboard shows both: the request completed, the visit cancelled with it.
    await home.goto(`${lang.prefix}/dashboard?tab=history`);
    const history = home.getByRole("tabpanel", { name: m.Dashboard.tabs.history });
    await expect(history.getByRole("row", { name: new RegExp(title) })).toContainText(technician);
    await home.goto(`${lang.prefix}/dashboard?tab=appointments`);
    const visitRow = home.locator(`[data-appointment-id="${appointment.id}"]`);
    await expect(visitRow.locator(BADGE)).toHaveText(m.AppointmentStatus.cancelled);
    await expect(visitRow).toContainText(m.Dashboard.appointments.closedWithRequest);

    // One email tells them, in their language, and names the visit; the visit's own cancellation never goes out.
    const emails = createTranslator({ locale: lang.locale, messages: m, namespace: "Emails" });
    const done = await waitForEmail(customer.email, (mail) => mail.subject === emails("request.completed.subject", { title }), "the completion email");
    expect(done.text).toContain(emails("request.closedVisits.intro", { count: 1 }));
    expect(done.text).toContain(m.AppointmentStatus.cancelled);
    const cancelledSubject = m.Emails.cancelled.subject.split("{")[0]!;
    expect((await inbox(customer.email)).filter((mail) => mail.subject.startsWith(cancelledSubject))).toEqual([]);

    await staffContext.close();
    await customerContext.close();
  });
}
