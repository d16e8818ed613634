import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { LATE_CANCELLATION_FEE_PERCENT, NOTIFICATION_RULES } from "@/lib/rules/business-rules";
import { formatCents } from "@/lib/rules/estimate-format";
import { adminPath, fill, signInAsStaff } from "./helpers/admin";
import { expectNoSeriousA11yViolations, type Theme } from "./helpers/axe";
import { advanceRequest, at, BADGE, createRequest, expectToast } from "./helpers/dashboard";
import { approveEstimate, sendEstimate, signedInApi, staffApi } from "./helpers/estimates";
import { inbox, sweep, waitForEmail } from "./helpers/notifications";
import { languages } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

// The job between approval and pickup, and a visit's day
// (docs/product.md#service-requests, docs/scheduling.md#a-visits-day):
// - in Spanish, staff cancel a request in progress with a reason, the
//   dialog listing the visit that closes with it, and the customer's email
//   gives the reason and the visit (the moves to waiting for parts and ready
//   for pickup, reaching the customer's page and mailbox, are the repair
//   job's, repair-job.spec.ts, in each language);
// - in English, staff check one visit in (by keyboard) and mark another a
//   no-show, which carries the policy's fee (a visit covered by an approved
//   estimate carries none, and the dialog says so); they waive it with a reason, and
//   the customer's dashboard shows each change, and the no-show's one email
//   (sent a few minutes later) says the fee was waived.
// Axe runs on the pages with the dialogs open; the dialogs are photographed
// on a phone and a desktop, light and dark (the test's output folder).

const [en, es] = languages;
const QUARTER = 15 * 60_000;

/** A 15-minute visit of service 3 ("$90") at a free quarter hour between `fromMs` and `toMs` from now, inserted with the service role. */
async function visitBetween(userId: string, requestId: string | null, fromMs: number, toMs: number) {
  const first = Math.ceil((Date.now() + fromMs) / QUARTER) * QUARTER;
  const starts: number[] = [];
  for (let t = first; t < Date.now() + toMs; t += QUARTER) starts.push(t);
  for (let attempt = 0; attempt < 40; attempt++) {
    const start = new Date(starts[Math.floor(Math.random() * starts.length)]!);
    const { data, error } = await serviceClient()
      .from("appointments")
      .insert({ user_id: userId, service_id: 3, service_name: "Data Recovery", appointment_date: start.toISOString(), duration: 15, service_request_id: requestId })
      .select("id, appointment_date")
      .single();
    if (!error) return data as { id: string; appointment_date: string };
  }
  throw new Error("visitBetween: no free time found");
}

/**
 * A picture of the page for a human to look at (kept with the test's
 * results, never committed), in `theme`: set on the page as the theme switch
 * does, without the reload that would close an open dialog.
 */
async function photograph(page: Page, name: string, theme: Theme) {
  await page.evaluate((value) => {
    document.documentElement.classList.remove("light", "dark");
    document.documentElement.classList.add(value);
    document.documentElement.style.colorScheme = value;
  }, theme);
  await page.screenshot({ path: test.info().outputPath(`${name}-${page.viewportSize()!.width}-${theme}.png`) });
}

test("(es) a cancellation gives its reason and the visit it closes", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const m = es!.messages;
  const a = m.Admin;
  const emails = createTranslator({ locale: "es", messages: m, namespace: "Emails" });
  const tag = Date.now().toString(36);
  const customer = await createConfirmedUser({ locale: "es", fullName: `Ana García ${tag}` });
  const request = await createRequest(customer.id, { title: `Portátil sin pantalla ${tag}`, service_type: "computerRepair" });
  await advanceRequest(request.id, "in_progress");
  const visit = await visitBetween(customer.id, request.id, 3 * 24 * 3600_000, 10 * 24 * 3600_000);

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInAsStaff(staffContext, baseURL!);
  const staff = await staffContext.newPage();
  const customerContext = await browser.newContext();
  await signInAs(customerContext, baseURL!, customer.email, customer.password);
  const home = await customerContext.newPage();

  // Cancelling asks for the reason the customer reads, and lists the visit that closes with the request.
  await staff.goto(adminPath(es!, `/requests/${request.id}`));
  await staff.getByRole("button", { name: fill(a.requests.manageFor, { title: request.title }) }).click();
  const dialog = staff.getByRole("dialog", { name: a.requests.dialog.title });
  await dialog.getByRole("radio", { name: m.RequestStatus.cancelled, exact: true }).click();
  await expect(dialog.getByTestId("closing-visits").getByRole("listitem")).toHaveCount(1);
  await expect(dialog.getByTestId("closing-visits")).toContainText(`Data Recovery${m.Estimates.closingVisits.cancelled.split("{service}")[1]}`);
  await dialog.getByRole("button", { name: a.requests.dialog.save }).click();
  const reasonBox = dialog.getByLabel(a.requests.dialog.reason);
  await expect(reasonBox).toBeFocused();
  await expect(dialog).toContainText(a.errors.reasonRequired);
  await expectNoSeriousA11yViolations(staff);
  for (const theme of ["light", "dark"] as const) await photograph(staff, "cancel-request-dialog", theme);
  await staff.setViewportSize({ width: 375, height: 800 });
  for (const theme of ["light", "dark"] as const) await photograph(staff, "cancel-request-dialog", theme);
  const reason = "La pieza de repuesto ya no se fabrica.";
  await reasonBox.fill(reason);
  await dialog.getByRole("button", { name: a.requests.dialog.save }).click();
  await expectToast(staff, a.requests.updated.title);

  const cancelled = await waitForEmail(customer.email, (mail) => mail.subject === emails("request.cancelled.subject", { title: request.title }), "el correo de cancelación");
  expect(cancelled.text).toContain(m.Emails.request.cancelled.reasonIntro);
  expect(cancelled.text).toContain(reason);
  expect(cancelled.text).toContain(emails("request.closedVisits.intro", { count: 1 }));
  const { data: settled } = await serviceClient().from("appointments").select("status, closed_with_request").eq("id", visit.id).single();
  expect(settled).toEqual({ status: "cancelled", closed_with_request: true });
  await home.goto(at(es!, "/dashboard?tab=appointments"));
  const row = home.locator(`[data-appointment-id="${visit.id}"]`);
  await expect(row.locator(BADGE)).toHaveText(m.AppointmentStatus.cancelled);
  await expect(row).toContainText(m.Dashboard.appointments.closedWithRequest);

  await staffContext.close();
  await customerContext.close();
});

test("(en) check a visit in by keyboard, mark another a no-show with the policy's fee, waive it; the customer sees each change", async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const m = en!.messages;
  const a = m.Admin.appointments;
  const tag = Date.now().toString(36);
  const customer = await createConfirmedUser({ locale: "en", fullName: `Omar Haddad ${tag}` });
  const request = await createRequest(customer.id, { title: `Desktop lost its files ${tag}`, service_type: "dataRecovery" });
  await advanceRequest(request.id, "approved");
  const missed = await visitBetween(customer.id, request.id, -6 * 3600_000, -2 * 3600_000);
  const arriving = await visitBetween(customer.id, null, -60 * 60_000, 25 * 60_000);
  const fee = formatCents((9000 * LATE_CANCELLATION_FEE_PERCENT) / 100, "en");
  // A visit for a request whose estimate the customer approved is covered by it: its no-show carries no fee.
  const approvedJob = await createRequest(customer.id, { title: `Second disk ${tag}`, service_type: "dataRecovery" });
  await approveEstimate(await signedInApi(customer.email, customer.password), await sendEstimate(await staffApi(), approvedJob.id));
  const coveredVisit = await visitBetween(customer.id, approvedJob.id, -6 * 3600_000, -2 * 3600_000);

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInAsStaff(staffContext, baseURL!);
  const staff = await staffContext.newPage();
  await staff.goto(adminPath(en!, `/appointments?view=list&q=${encodeURIComponent(customer.email)}`));
  const rowOf = (id: string) => staff.locator(`[data-appointment-id="${id}"]`);

  // Check-in by keyboard.
  const checkIn = rowOf(arriving.id).getByRole("button", { name: new RegExp(`^${a.action.in_progress}: `) });
  await checkIn.focus();
  await staff.keyboard.press("Enter");
  await expect(rowOf(arriving.id).locator(BADGE)).toHaveText(m.AppointmentStatus.in_progress);

  // The covered visit's no-show states no fee.
  await rowOf(coveredVisit.id).getByRole("button", { name: new RegExp(`^${a.action.no_show}: `) }).click();
  const coveredDialog = staff.getByRole("alertdialog", { name: a.noShowDialog.title });
  await expect(coveredDialog).toContainText(a.noShowDialog.bodyCovered.split("{zone}. ")[1]!);
  await coveredDialog.getByRole("button", { name: a.noShowDialog.keep }).click();

  // The no-show asks first, stating the policy's fee.
  await rowOf(missed.id).getByRole("button", { name: new RegExp(`^${a.action.no_show}: `) }).click();
  const noShow = staff.getByRole("alertdialog", { name: a.noShowDialog.title });
  await expect(noShow).toContainText(`${LATE_CANCELLATION_FEE_PERCENT}%`);
  await expectNoSeriousA11yViolations(staff);
  for (const theme of ["light", "dark"] as const) await photograph(staff, "no-show-dialog", theme);
  await noShow.getByRole("button", { name: a.noShowDialog.confirm }).click();
  await expect(rowOf(missed.id).locator(BADGE)).toHaveText(m.AppointmentStatus.no_show);
  const fees = createTranslator({ locale: "en", messages: m, namespace: "Admin.appointments.fee" });
  await expect(rowOf(missed.id).getByTestId("visit-fee")).toHaveText(fees("charged", { kind: "no_show", amount: fee }));
  const { data: charged } = await serviceClient().from("appointments").select("fee_kind, fee_cents").eq("id", missed.id).single();
  expect(charged).toEqual({ fee_kind: "no_show", fee_cents: (9000 * LATE_CANCELLATION_FEE_PERCENT) / 100 });

  // Waiving takes a reason, then one click.
  await rowOf(missed.id).getByRole("button", { name: new RegExp(`^${a.fee.waiveFor.split("{")[0]}`) }).click();
  const waive = staff.getByRole("dialog", { name: a.fee.title });
  await waive.getByRole("button", { name: a.fee.confirm }).click();
  await expect(waive).toContainText(m.Admin.errors.reasonRequired);
  await expect(waive.getByLabel(a.fee.reason)).toBeFocused();
  await expectNoSeriousA11yViolations(staff);
  for (const theme of ["light", "dark"] as const) await photograph(staff, "waive-fee-dialog", theme);
  await staff.setViewportSize({ width: 375, height: 800 });
  for (const theme of ["light", "dark"] as const) await photograph(staff, "waive-fee-dialog", theme);
  const reason = "Called ahead: flat tyre on the way.";
  await waive.getByLabel(a.fee.reason).fill(reason);
  await waive.getByRole("button", { name: a.fee.confirm }).click();
  await expectToast(staff, a.fee.done);
  await expect(rowOf(missed.id)).toContainText(fees("waived", { amount: fee, reason }));

  // The customer's dashboard.
  const customerContext = await browser.newContext();
  await signInAs(customerContext, baseURL!, customer.email, customer.password);
  const home = await customerContext.newPage();
  await home.goto(at(en!, "/dashboard?tab=appointments"));
  await expect(home.locator(`[data-appointment-id="${missed.id}"]`).locator(BADGE)).toHaveText(m.AppointmentStatus.no_show);
  await expect(home.locator(`[data-appointment-id="${missed.id}"]`).getByTestId("appointment-fee")).toHaveText(m.Dashboard.appointments.feeWaived);
  await expect(home.locator(`[data-appointment-id="${arriving.id}"]`).locator(BADGE)).toHaveText(m.AppointmentStatus.in_progress);

  // The no-show's email waits a few minutes, so the waiver is what it says; it is sent once.
  await sweep(baseURL!, new Date(Date.now() + (NOTIFICATION_RULES.noShowEmailDelayMinutes + 1) * 60_000));
  const mails = createTranslator({ locale: "en", messages: m, namespace: "Emails" });
  const isNoShow = (mail: { text: string }) => mail.text.includes(mails("noShow.heading"));
  const noShowMail = await waitForEmail(customer.email, isNoShow, "the no-show email");
  expect(noShowMail.text).toContain(mails("noShow.feeWaived", { amount: fee }));
  expect((await inbox(customer.email)).filter(isNoShow)).toHaveLength(1);

  await staffContext.close();
  await customerContext.close();
});
