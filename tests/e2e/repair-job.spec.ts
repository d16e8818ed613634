import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { APPOINTMENT_ACTION_RULES, ESTIMATE_RULES } from "@/lib/rules/business-rules";
import { addDays, businessDateOf, slotInstant } from "@/lib/rules/booking-time";
import { BOOKING_ERROR_CODES } from "@/lib/rules/db-errors";
import { formatCents } from "@/lib/rules/estimate-format";
import { documentTotals } from "@/lib/rules/estimate-totals";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { adminPath, fill, signInAsStaff } from "./helpers/admin";
import { bookingDay, rpcBooking } from "./helpers/booking";
import { at, BADGE, expectToast } from "./helpers/dashboard";
import { signedInApi } from "./helpers/estimates";
import { sweep, waitForEmail } from "./helpers/notifications";
import { pdfText } from "./helpers/pdf";
import { languages, type Language } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

// The whole repair job, in each language, across the features' seams
// (docs/product.md#service-requests, docs/estimates.md, docs/scheduling.md#a-visits-day):
// the customer files a request with their device; staff send an estimate
// from the console; the customer approves it and books the visit it covers;
// staff check the customer in, start the work, wait for a part, call it
// ready for pickup and complete it with a receipt. At each step the test
// reads what the customer sees: the request's status on their pages and the
// email they got, in their language, and at the end the receipt PDF with
// its total. Each screen's accessibility is proven by its own spec.

const HARDWARE_UPGRADES = 7; // the service the request's type books
const QUARTER = 15 * 60_000;
const HOUR = 60 * 60_000;

const LINE = { description: "Replace the SSD", quantity: "1.5", unitPrice: "60" };
const estimateTotal = documentTotals([{ quantity: 1.5, unitPriceCents: 6000 }], 0, ESTIMATE_RULES.taxRateBasisPoints).totalCents;
const receiptTotal = documentTotals([{ quantity: 1.5, unitPriceCents: 6000 }, { quantity: 1, unitPriceCents: 2500 }], 0, ESTIMATE_RULES.taxRateBasisPoints).totalCents;

/**
 * Other specs put visits of today within 6 hours before now
 * (request-lifecycle.spec.ts's missed visits, 2 to 6 hours back) and just
 * around now (its arrival, admin-console.spec.ts's visit about to start), at
 * moments of the suite up to about half an hour from the journey's.
 */
const OTHERS_SINCE = 6 * HOUR + 30 * 60_000;

/**
 * The visit's day comes: its start moves (service role) to a time staff may
 * check it in now. Check-in is allowed from APPOINTMENT_ACTION_RULES.startLeadMinutes
 * before the start, with no later bound (docs/scheduling.md#a-visits-day), so
 * any quarter hour up to now plus that lead (less 5 minutes) will do. The
 * database checks the move as any other: within the technicians on duty
 * (BK003), clear of the customer's own visits (BK007) and of closures
 * (BK004); it asks for neither opening hours nor a future start.
 *
 * The shop has one technician, so a start near other specs' visits
 * (OTHERS_SINCE) would take their time or meet theirs. The visit goes, at
 * random, where it ends before them: earlier today at the shop, or, while
 * today's shop day is younger than that (the suite running just after
 * midnight at the shop), the day before, which staff may still check in.
 * Only when all of those are taken does it try the rest, the earliest first.
 */
async function visitIsDue(appointmentId: string) {
  const db = serviceClient();
  const { data: visit } = await db.from("appointments").select("duration").eq("id", appointmentId).single();
  const now = Date.now();
  const today = businessDateOf(now);
  const latest = now + (APPOINTMENT_ACTION_RULES.startLeadMinutes - 5) * 60_000;
  const quiet = (start: number) => start + visit!.duration * 60_000 <= now - OTHERS_SINCE;
  const starts: { at: number; rank: number; draw: number }[] = [];
  for (let at = slotInstant(addDays(today, -1), "00:00").getTime(); at <= latest; at += QUARTER) {
    const rank = !quiet(at) ? 2 : businessDateOf(at) === today ? 0 : 1;
    starts.push({ at, rank, draw: rank < 2 ? Math.random() : at });
  }
  starts.sort((a, b) => a.rank - b.rank || a.draw - b.draw);
  const refused: string[] = [BOOKING_ERROR_CODES.slotTaken, BOOKING_ERROR_CODES.shopClosed, BOOKING_ERROR_CODES.ownOverlap];
  let last = "";
  for (const { at } of starts) {
    const when = new Date(at).toISOString();
    const { error } = await db.from("appointments").update({ appointment_date: when }).eq("id", appointmentId);
    if (!error) return;
    if (!refused.includes(error.code)) throw new Error(`visitIsDue: moving the visit to ${when}: ${error.code} ${error.message}`);
    last = `${error.code} ${error.message}`;
  }
  throw new Error(`visitIsDue: no quarter hour from yesterday at the shop to ${new Date(latest).toISOString()} has room for the ${visit!.duration}-minute visit (last refusal: ${last})`);
}

/** The request's status as the customer's request page shows it (opened, or reloaded when already open). */
async function customerReads(page: Page, lang: Language, requestId: string, status: keyof Language["messages"]["RequestStatus"]) {
  const path = at(lang, `/service-request/${requestId}`);
  if (page.url().endsWith(path)) await page.reload();
  else await page.goto(path);
  await expect(page.locator(BADGE).first()).toHaveText(lang.messages.RequestStatus[status]);
}

for (const [index, lang] of languages.entries()) {
  const m = lang.messages;
  const e = m.Estimates;
  const emails = createTranslator({ locale: lang.locale, messages: m, namespace: "Emails" });

  test(`(${lang.locale}) the repair job: filed with a device, estimated, approved, booked, checked in, waiting for parts, ready for pickup, completed with a receipt; the customer reads each step`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const tag = Date.now().toString(36);
    const fullName = `Lucía Torres ${tag}`;
    const customer = { ...(await createConfirmedUser({ locale: lang.locale, fullName })), fullName };
    const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInAs(customerContext, baseURL!, customer.email, customer.password);
    const page = await customerContext.newPage();
    const mailOf = (subject: string, what: string) => waitForEmail(customer.email, (mail) => mail.subject === subject, what);

    // 1. The customer files the request with their device.
    const title = `Laptop will not boot ${lang.locale} ${tag}`;
    await page.goto(at(lang, "/service-request"));
    await page.getByLabel(m.ServiceRequest.title, { exact: true }).fill(title);
    await page.getByLabel(m.ServiceRequest.serviceType, { exact: true }).selectOption("hardwareUpgrades");
    await page.getByLabel(m.ServiceRequest.description, { exact: true }).fill("It shows a blinking cursor and never reaches the desktop.");
    await page.getByLabel(m.Device.deviceKind, { exact: true }).selectOption("laptop");
    await page.getByLabel(m.Device.deviceMake, { exact: true }).fill("Dell");
    await page.getByLabel(m.Device.deviceModel, { exact: true }).fill("XPS 13");
    await page.getByRole("button", { name: m.ServiceRequest.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/dashboard$`));
    await expect(page.getByRole("row", { name: new RegExp(title) }).locator(BADGE)).toHaveText(m.RequestStatus.pending);
    const { data: row } = await serviceClient().from("service_requests").select("id, reference").eq("user_id", customer.id).single();
    const request = { id: row!.id as string, title };
    const ref = formatRequestReference(row!.reference as number);
    await mailOf(emails("request.received.subject", { reference: ref, title }), "the acknowledgement");
    await page.goto(at(lang, `/service-request/${request.id}`));
    await expect(page.getByTestId("request-device")).toHaveText(`${m.Device.kinds.laptop} · Dell · XPS 13`);

    // 2. Staff send an estimate from the console (in the customer's language).
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInAsStaff(staffContext, baseURL!);
    const staff = await staffContext.newPage();
    await staff.goto(adminPath(lang, `/requests/${request.id}`));
    await staff.getByLabel(e.editor.description).first().fill(LINE.description);
    await staff.getByLabel(e.editor.quantity).first().fill(LINE.quantity);
    await staff.getByLabel(e.editor.unitPrice).first().fill(LINE.unitPrice);
    await staff.getByRole("button", { name: e.editor.send }).click();
    await expect(staff.getByTestId("current-estimate")).toContainText(formatCents(estimateTotal, lang.locale));
    const total = formatCents(estimateTotal, lang.locale);
    const sent = await mailOf(emails("estimate.sent.subject", { reference: ref }), "the estimate email");
    expect(sent.links.some((href) => href.endsWith(`/service-request/${request.id}#estimate`)), "the email links to the estimate").toBe(true);

    // 3. The customer approves it on their request page; the request is approved.
    await page.reload();
    const card = page.getByTestId("current-estimate");
    await expect(card.getByTestId("estimate-total")).toHaveText(total);
    await page.getByRole("button", { name: e.approve }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: e.confirmApprove }).click();
    await expect(card).toContainText(e.status.approved);
    const approvedMail = await mailOf(emails("request.estimateApproved.subject", { title }), "the approval email");
    expect(approvedMail.text).toContain(total);
    await customerReads(page, lang, request.id, "approved");

    // 4. The visit, booked from the approval's link, is covered by the estimate.
    await page.getByRole("link", { name: e.bookNow }).click();
    await expect(page).toHaveURL(new RegExp(`/book-appointment\\?request=${request.id}`));
    const booking = createTranslator({ locale: lang.locale, messages: m, namespace: "Booking" });
    await expect(page.getByTestId("booking-covered")).toHaveText(booking("coveredByEstimate", { total }));
    const customerApi = await signedInApi(customer.email, customer.password);
    const booked = await customerApi.rpc("schedule_appointment", { ...rpcBooking(HARDWARE_UPGRADES, bookingDay(10 + index, 1), "10:00"), p_service_request_id: request.id });
    expect(booked.error).toBeNull();
    const visitId = (booked.data as { id: string }).id;
    await sweep(baseURL!);
    const covered = emails("common.coveredByEstimate", { total });
    const confirmation = await waitForEmail(customer.email, (mail) => mail.text.includes(covered), "the confirmation naming the estimate");
    expect(confirmation.text).toContain(`${emails("labels.price")}: ${covered}`);

    // 5. The day comes and the customer arrives: staff check them in.
    await visitIsDue(visitId);
    await staff.goto(adminPath(lang, `/appointments?view=list&q=${encodeURIComponent(customer.email)}`));
    const visitRow = staff.locator(`[data-appointment-id="${visitId}"]`);
    await visitRow.getByRole("button", { name: new RegExp(`^${m.Admin.appointments.action.in_progress}: `) }).click();
    await expect(visitRow.locator(BADGE)).toHaveText(m.AppointmentStatus.in_progress);
    await page.goto(at(lang, "/dashboard?tab=appointments"));
    const ownVisit = page.locator(`[data-appointment-id="${visitId}"]`);
    await expect(ownVisit.locator(BADGE)).toHaveText(m.AppointmentStatus.in_progress);
    await expect(ownVisit.getByTestId("appointment-covered")).toHaveText(
      createTranslator({ locale: lang.locale, messages: m, namespace: "Dashboard.appointments" })("coveredByEstimate", { total }),
    );

    // 6. Staff start the work, wait for a part, then call it ready for pickup: each move reaches the customer.
    const steps = [
      { status: "in_progress", subject: "request.inProgress.subject" },
      { status: "waiting_for_parts", subject: "request.waitingForParts.subject" },
      { status: "ready_for_pickup", subject: "request.readyForPickup.subject" },
    ] as const;
    await staff.goto(adminPath(lang, `/requests/${request.id}`));
    for (const step of steps) {
      await staff.getByRole("button", { name: fill(m.Admin.requests.manageFor, { title }) }).click();
      const dialog = staff.getByRole("dialog", { name: m.Admin.requests.dialog.title });
      await dialog.getByRole("radio", { name: m.RequestStatus[step.status], exact: true }).click();
      await dialog.getByRole("button", { name: m.Admin.requests.dialog.save }).click();
      await expectToast(staff, m.Admin.requests.updated.title);
      await expect(dialog).toBeHidden();
      await mailOf(emails(step.subject, { title }), `the ${step.status} email`);
      await customerReads(page, lang, request.id, step.status);
    }

    // 7. Staff complete it with the receipt: the estimate's line and a $25 fee, paid in cash.
    await staff.reload();
    const receiptForm = staff.locator("form").filter({ has: staff.getByRole("button", { name: e.receipt.submit }) });
    await receiptForm.getByRole("button", { name: e.editor.addLine }).click();
    await receiptForm.getByLabel(e.editor.kind).nth(1).selectOption("fee");
    await receiptForm.getByLabel(e.editor.description).nth(1).fill("Data transfer");
    await receiptForm.getByLabel(e.editor.unitPrice).nth(1).fill("25");
    await receiptForm.getByLabel(e.receipt.paymentMethod).selectOption("cash");
    await receiptForm.getByRole("button", { name: e.receipt.submit }).click();
    const confirm = staff.getByRole("alertdialog", { name: e.receipt.confirm.title });
    await expect(confirm).toContainText(formatCents(receiptTotal, lang.locale));
    await confirm.getByRole("button", { name: e.receipt.confirm.confirm }).click();
    await expect(staff.getByTestId("receipt")).toContainText(formatCents(receiptTotal, lang.locale));

    // The customer: the completion email with the receipt's total, the request completed, the visit with it.
    const done = await mailOf(emails("request.completed.subject", { title }), "the completion email");
    expect(done.text).toContain(`${emails("labels.total")}: ${formatCents(receiptTotal, lang.locale)}`);
    await customerReads(page, lang, request.id, "completed");
    const receipt = page.getByTestId("receipt");
    await expect(receipt).toContainText(formatCents(receiptTotal, lang.locale));
    const download = page.waitForEvent("download");
    await receipt.getByRole("link", { name: e.downloadPdf }).click();
    const text = await pdfText((await (await download).path())!);
    expect(text).toContain(e.pdf.receipt);
    expect(text).toContain(fill(e.pdf.request, { reference: ref }));
    expect(text).toContain(formatCents(receiptTotal, lang.locale));
    expect(text).toContain("Data transfer");
    const { data: visit } = await serviceClient().from("appointments").select("status").eq("id", visitId).single();
    expect(visit).toEqual({ status: "completed" });

    await staffContext.close();
    await customerContext.close();
  });
}
