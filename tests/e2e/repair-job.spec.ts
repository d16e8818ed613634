import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { APPOINTMENT_ACTION_RULES, DEVICE_LIMITS, ESTIMATE_RULES } from "@/lib/rules/business-rules";
import { addDays, businessDateOf, slotInstant } from "@/lib/rules/booking-time";
import { BOOKING_ERROR_CODES } from "@/lib/rules/db-errors";
import { formatCents } from "@/lib/rules/estimate-format";
import { documentTotals } from "@/lib/rules/estimate-totals";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { adminPath, fill, signInAsStaff } from "./helpers/admin";
import { bookingDay, rpcBooking } from "./helpers/booking";
import { expectNoSeriousA11yViolations, openInTheme, themeFor } from "./helpers/axe";
import { at, BADGE, expectToast, historyRow } from "./helpers/dashboard";
import { signedInApi } from "./helpers/estimates";
import { SHOP_ADDRESS, sweep, waitForEmail } from "./helpers/notifications";
import { pdfText } from "./helpers/pdf";
import { languages, type Language } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

// The whole repair job, in each language, across the features' seams
// (docs/product.md#service-requests, docs/estimates.md, docs/scheduling.md#a-visits-day):
// the customer files a request with their device (the serial held to its
// limit; the acknowledgement gives the reference that the request page and
// the console show); staff send an estimate from the console; the customer
// opens the email's link and approves it (the shop is told) and books the
// visit it covers (the form and the confirmation name the estimate's total,
// no price); staff check the customer in, start the work, wait for a part,
// call it ready for pickup, and complete it from the console in the other
// language with a receipt whose fee, picked from the price list, reads in
// the customer's language. At each step the test reads what the customer
// sees: the request's status on their pages and the email they got, in
// their language, and at the end the receipt and its PDF, from the request
// page and from their History. Axe on the request form, the console's
// request page, the estimate and the booking form. Other specs leave these
// steps to it and prove the rest: estimates.spec.ts (declining, keyboard
// approval, the phone), request-lifecycle.spec.ts (cancelling, check-in by
// keyboard, no-shows), warranty.spec.ts (after the receipt),
// admin-console.spec.ts (the intake and the job ticket).

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
  const other = languages.find((candidate) => candidate !== lang)!;

  test(`(${lang.locale}) the repair job: filed with a device, estimated, approved, booked, checked in, waiting for parts, ready for pickup, completed with a receipt; the customer reads each step`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const tag = Date.now().toString(36);
    const fullName = `Lucía Torres ${tag}`;
    const customer = { ...(await createConfirmedUser({ locale: lang.locale, fullName })), fullName };
    const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInAs(customerContext, baseURL!, customer.email, customer.password);
    await openInTheme(customerContext, themeFor(lang.locale, true));
    let page = await customerContext.newPage();
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
    const serial = page.getByLabel(m.Device.deviceSerial, { exact: true });
    await serial.fill("x".repeat(DEVICE_LIMITS.serialMax + 1));
    await expect(serial).toHaveValue("x".repeat(DEVICE_LIMITS.serialMax));
    await serial.fill("");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: m.ServiceRequest.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/dashboard$`));
    await expect(page.getByRole("row", { name: new RegExp(title) }).locator(BADGE)).toHaveText(m.RequestStatus.pending);
    const { data: row } = await serviceClient().from("service_requests").select("id, reference").eq("user_id", customer.id).single();
    const request = { id: row!.id as string, title };
    const ref = formatRequestReference(row!.reference as number);
    const acknowledgement = await mailOf(emails("request.received.subject", { reference: ref, title }), "the acknowledgement");
    expect(acknowledgement.text).toContain(m.Emails.request.received.heading);

    // 2. Staff send an estimate from the console (in the customer's language); axe on its page.
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInAsStaff(staffContext, baseURL!);
    await openInTheme(staffContext, themeFor(lang.locale));
    const staff = await staffContext.newPage();
    await staff.goto(adminPath(lang, `/requests/${request.id}`));
    await expect(staff.locator("html")).toHaveClass(new RegExp(`\\b${themeFor(lang.locale)}\\b`));
    await expect(staff.getByTestId("request-reference")).toHaveText(ref);
    await expectNoSeriousA11yViolations(staff);
    await staff.getByLabel(e.editor.description).first().fill(LINE.description);
    await staff.getByLabel(e.editor.quantity).first().fill(LINE.quantity);
    await staff.getByLabel(e.editor.unitPrice).first().fill(LINE.unitPrice);
    await staff.getByRole("button", { name: e.editor.send }).click();
    await expect(staff.getByTestId("current-estimate")).toContainText(formatCents(estimateTotal, lang.locale));
    const total = formatCents(estimateTotal, lang.locale);
    // Other emails name the request too (its acknowledgement): the estimate's is found by its own subject.
    const sent = await mailOf(emails("estimate.sent.subject", { reference: ref }), "the estimate email");
    const link = sent.links.find((href) => href.endsWith(`/service-request/${request.id}#estimate`));
    expect(link, "the email links to the estimate").toBeTruthy();

    // 3. The customer opens the email's link (a new tab: the same page with a hash would not load again): their request
    //    with its device and the estimate. They approve; the request is approved, the shop is told, the customer's
    //    email states the total. Axe on the estimate.
    await page.close();
    page = await customerContext.newPage();
    await page.goto(`${new URL(link!).pathname}${new URL(link!).hash}`);
    await expect(page.getByTestId("request-reference")).toHaveText(ref);
    await expect(page.getByTestId("request-device")).toHaveText(`${m.Device.kinds.laptop} · Dell · XPS 13`);
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${themeFor(lang.locale, true)}\\b`));
    const card = page.getByTestId("current-estimate");
    await expect(card).toContainText(LINE.description);
    await expect(card.getByTestId("estimate-total")).toHaveText(total);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: e.approve }).click();
    const approveDialog = page.getByRole("alertdialog");
    await expect(approveDialog).toContainText(total);
    await approveDialog.getByRole("button", { name: e.confirmApprove }).click();
    await expect(card).toContainText(e.status.approved);
    const { data: approved } = await serviceClient().from("estimates").select("status, answered_by, approved_total_cents").eq("request_id", request.id).single();
    expect(approved).toEqual({ status: "approved", answered_by: customer.id, approved_total_cents: estimateTotal });
    const shopAlerts = createTranslator({ locale: "en", messages: languages[0]!.messages, namespace: "Emails.shop" });
    await waitForEmail(SHOP_ADDRESS, (mail) => mail.subject === shopAlerts("estimateAnswered.approvedSubject", { reference: ref, customer: fullName }), "the shop's alert");
    const approvedMail = await mailOf(emails("request.estimateApproved.subject", { title }), "the approval email");
    expect(approvedMail.text).toContain(total);
    await customerReads(page, lang, request.id, "approved");

    // 4. The visit, booked from the approval's link, is covered by the estimate: the form and the confirmation
    //    name its total, and no price. Axe on the form.
    await page.getByRole("link", { name: e.bookNow }).click();
    await expect(page).toHaveURL(new RegExp(`/book-appointment\\?request=${request.id}`));
    const booking = createTranslator({ locale: lang.locale, messages: m, namespace: "Booking" });
    await expect(page.getByTestId("booking-covered")).toHaveText(booking("coveredByEstimate", { total }));
    await expect(page.locator("#booking-service")).not.toContainText("$");
    await expectNoSeriousA11yViolations(page);
    const customerApi = await signedInApi(customer.email, customer.password);
    const booked = await customerApi.rpc("schedule_appointment", { ...rpcBooking(HARDWARE_UPGRADES, bookingDay(10 + index, 1), "10:00"), p_service_request_id: request.id });
    expect(booked.error).toBeNull();
    const visitId = (booked.data as { id: string }).id;
    await sweep(baseURL!);
    const covered = emails("common.coveredByEstimate", { total });
    const confirmation = await waitForEmail(customer.email, (mail) => mail.text.includes(covered), "the confirmation naming the estimate");
    expect(confirmation.subject.startsWith(emails("confirmed.subject", { service: "\u0000", date: "", time: "" }).split("\u0000")[0]!)).toBe(true);
    expect(confirmation.text).toContain(`${emails("labels.price")}: ${covered}`);
    expect(confirmation.text.replaceAll(total, ""), "no other amount").not.toContain("$");

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

    // 6. Staff start the work, wait for a part, then call it ready for pickup (none of these closes the
    //    checked-in visit, and the dialog lists none): each move reaches the customer's page and mailbox.
    const steps = [
      { status: "in_progress", subject: "request.inProgress.subject", says: null },
      { status: "waiting_for_parts", subject: "request.waitingForParts.subject", says: m.Emails.request.waitingForParts.body },
      { status: "ready_for_pickup", subject: "request.readyForPickup.subject", says: m.Emails.request.readyForPickup.heading },
    ] as const;
    await staff.goto(adminPath(lang, `/requests/${request.id}`));
    for (const step of steps) {
      await staff.getByRole("button", { name: fill(m.Admin.requests.manageFor, { title }) }).click();
      const dialog = staff.getByRole("dialog", { name: m.Admin.requests.dialog.title });
      await dialog.getByRole("radio", { name: m.RequestStatus[step.status], exact: true }).click();
      await expect(dialog.getByTestId("closing-visits")).toHaveCount(0);
      await dialog.getByRole("button", { name: m.Admin.requests.dialog.save }).click();
      await expectToast(staff, m.Admin.requests.updated.title);
      await expect(dialog).toBeHidden();
      const mail = await mailOf(emails(step.subject, { title }), `the ${step.status} email`);
      if (step.says) expect(mail.text).toContain(step.says);
      await customerReads(page, lang, request.id, step.status);
    }

    // 7. Staff complete it from the console in the other language: the header names the customer's language,
    //    and the receipt's fee, picked from the price list, is written in it, not the console's. Paid in cash;
    //    the form asks first, saying who gets the receipt and for how much.
    const admin = createTranslator({ locale: other.locale, messages: other.messages, namespace: "Admin" });
    const fee = { en: `Data transfer ${tag}`, es: `Traspaso de datos ${tag}` };
    const { data: item } = await serviceClient().from("price_list_items").insert({ kind: "fee", name_en: fee.en, name_es: fee.es, unit_price_cents: 2500 }).select("id").single();
    // An unprefixed path follows the language cookie an /es page set: English asks to be chosen.
    await staffContext.clearCookies({ name: "NEXT_LOCALE" });
    await staff.goto(adminPath(other, `/requests/${request.id}`));
    await expect(staff.getByText(admin("requestDetail.filedByIn", { customer: fullName, language: admin(`languageNames.${lang.locale}`) }))).toBeVisible();
    const o = other.messages.Estimates;
    const receiptForm = staff.locator("form").filter({ has: staff.getByRole("button", { name: o.receipt.submit }) });
    // A choice made before the form hydrates is lost: picked again until the line is there, once.
    const added = receiptForm.getByLabel(o.editor.unitPrice).nth(1);
    await expect(async () => {
      if (!(await added.count())) await receiptForm.getByLabel(o.editor.fromPriceList).selectOption(String(item!.id));
      await expect(added).toHaveValue("25.00", { timeout: 1_000 });
    }).toPass();
    await receiptForm.getByLabel(o.receipt.paymentMethod).selectOption("cash");
    await receiptForm.getByRole("button", { name: o.receipt.submit }).click();
    const confirm = staff.getByRole("alertdialog", { name: o.receipt.confirm.title });
    const confirmText = createTranslator({ locale: other.locale, messages: other.messages, namespace: "Estimates.receipt.confirm" });
    await expect(confirm).toContainText(confirmText("body", { customer: fullName, total: formatCents(receiptTotal, other.locale) }));
    await confirm.getByRole("button", { name: o.receipt.confirm.confirm }).click();
    await expect(staff.getByTestId("receipt")).toContainText(formatCents(receiptTotal, other.locale));

    // The customer: the completion email with the receipt's total, the request completed with its receipt
    // in their language, the PDF from the request page and from the History tab, the visit completed with it.
    const done = await mailOf(emails("request.completed.subject", { title }), "the completion email");
    expect(done.text).toContain(`${emails("labels.total")}: ${formatCents(receiptTotal, lang.locale)}`);
    await customerReads(page, lang, request.id, "completed");
    const receipt = page.getByTestId("receipt");
    await expect(receipt).toContainText(formatCents(receiptTotal, lang.locale));
    await expect(receipt).toContainText(fee[lang.locale]);
    await expect(receipt).not.toContainText(fee[other.locale]);
    const download = page.waitForEvent("download");
    await receipt.getByRole("link", { name: e.downloadPdf }).click();
    const text = await pdfText((await (await download).path())!);
    expect(text).toContain(e.pdf.receipt);
    expect(text).toContain(fill(e.pdf.request, { reference: ref }));
    expect(text).toContain(formatCents(receiptTotal, lang.locale));
    expect(text).toContain(fee[lang.locale]);
    const { pdf } = await historyRow(page, lang, request, receiptTotal);
    const fromHistory = page.waitForEvent("download");
    await pdf.click();
    const historyText = await pdfText((await (await fromHistory).path())!);
    expect(historyText).toContain(formatCents(receiptTotal, lang.locale));
    expect(historyText).toContain(fill(e.pdf.request, { reference: ref }));
    const { data: visit } = await serviceClient().from("appointments").select("status").eq("id", visitId).single();
    expect(visit).toEqual({ status: "completed" });

    await staffContext.close();
    await customerContext.close();
  });
}
