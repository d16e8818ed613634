import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { ESTIMATE_RULES } from "@/lib/rules/business-rules";
import { formatCents } from "@/lib/rules/estimate-format";
import { documentTotals } from "@/lib/rules/estimate-totals";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { adminPath, signInAsStaff } from "./helpers/admin";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { at, createRequest } from "./helpers/dashboard";
import { approveEstimate, signedInApi } from "./helpers/estimates";
import { bookingDay, rpcBooking } from "./helpers/booking";
import { SHOP_ADDRESS, sweep, waitForEmail } from "./helpers/notifications";
import { pdfText } from "./helpers/pdf";
import { languages, type Language } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

// Estimates, in each language (docs/estimates.md): staff write and send an
// estimate on the console's request page; the customer gets the email in
// their language, opens its link, approves and is offered booking; staff
// complete the request with a receipt that differs from the estimate, and
// the customer downloads the receipt PDF (its text is checked for the total
// and the language), from the request page and from the History row of the
// dashboard. The visit booked for the approved estimate is covered by it:
// the booking form and the confirmation email name the estimate's total, not
// an appointment price (docs/product.md#what-each-price-is). A second customer declines with a reason, by keyboard alone on
// a phone; on a phone too, staff write, send and complete with a receipt,
// and the customer finds it in their History. Axe on every page in both
// themes across the languages.

const HARDWARE_UPGRADES = 7; // the service createRequest's default type preselects

const LINE = { description: "Replace the SSD", quantity: "1.5", unitPrice: "60" };
const estimateTotal = documentTotals([{ quantity: 1.5, unitPriceCents: 6000 }], 0, ESTIMATE_RULES.taxRateBasisPoints).totalCents;
const receiptTotal = documentTotals([{ quantity: 1.5, unitPriceCents: 6000 }, { quantity: 1, unitPriceCents: 2500 }], 0, ESTIMATE_RULES.taxRateBasisPoints).totalCents;

async function reference(requestId: string) {
  const { data } = await serviceClient().from("service_requests").select("reference").eq("id", requestId).single();
  return formatRequestReference((data as { reference: number }).reference);
}

/**
 * Staff complete the request with its receipt: the estimate's line, a $25
 * fee added (so it differs from the estimate), typed or picked from the
 * price list (`picked`, an item's id), paid in cash. The form asks first,
 * saying the customer gets the receipt and for how much.
 */
async function staffCompletesWithReceipt(page: Page, lang: Language, customer: string, picked?: number) {
  const e = lang.messages.Estimates;
  const receiptForm = page.locator("form").filter({ has: page.getByRole("button", { name: e.receipt.submit }) });
  if (picked) {
    // A choice made before the form hydrates is lost: picked again until the line is there, once.
    const added = receiptForm.getByLabel(e.editor.unitPrice).nth(1);
    await expect(async () => {
      if (!(await added.count())) await receiptForm.getByLabel(e.editor.fromPriceList).selectOption(String(picked));
      await expect(added).toHaveValue("25.00", { timeout: 1_000 });
    }).toPass();
  } else {
    await receiptForm.getByRole("button", { name: e.editor.addLine }).click();
    await receiptForm.getByLabel(e.editor.kind).nth(1).selectOption("fee");
    await receiptForm.getByLabel(e.editor.description).nth(1).fill("Data transfer");
    await receiptForm.getByLabel(e.editor.unitPrice).nth(1).fill("25");
  }
  await receiptForm.getByLabel(e.receipt.paymentMethod).selectOption("cash");
  await receiptForm.getByRole("button", { name: e.receipt.submit }).click();
  const confirm = page.getByRole("alertdialog", { name: e.receipt.confirm.title });
  const receipt = createTranslator({ locale: lang.locale, messages: lang.messages, namespace: "Estimates.receipt.confirm" });
  await expect(confirm).toContainText(receipt("body", { customer, total: formatCents(receiptTotal, lang.locale) }));
  await confirm.getByRole("button", { name: e.receipt.confirm.confirm }).click();
  await expect(page.getByTestId("receipt")).toContainText(formatCents(receiptTotal, lang.locale));
}

/** The History tab's row of a completed request, with its receipt's total and the link to the receipt PDF. */
async function historyRow(page: Page, lang: Language, request: { id: string; title: string }) {
  const history = createTranslator({ locale: lang.locale, messages: lang.messages, namespace: "Dashboard.history" });
  await page.goto(at(lang, "/dashboard?tab=history"));
  const row = page.getByRole("tabpanel", { name: lang.messages.Dashboard.tabs.history }).getByRole("row", { name: new RegExp(request.title) });
  await expect(row).toContainText(history("receiptTotal", { total: formatCents(receiptTotal, lang.locale) }));
  const pdf = row.getByRole("link", { name: history("receiptPdfFor", { title: request.title }) });
  await expect(pdf).toHaveText(history("receiptPdf"));
  await expect(pdf).toHaveAttribute("href", `/api/requests/${request.id}/document?type=receipt`);
  return { row, pdf };
}

/** Staff fill the first line of the estimate editor and send it (from the request's console page, opened unless `opened`). */
async function staffSendsEstimate(page: Page, lang: Language, requestId: string, opened = false) {
  const e = lang.messages.Estimates;
  if (!opened) await page.goto(adminPath(lang, `/requests/${requestId}`));
  await page.getByLabel(e.editor.description).first().fill(LINE.description);
  await page.getByLabel(e.editor.quantity).first().fill(LINE.quantity);
  await page.getByLabel(e.editor.unitPrice).first().fill(LINE.unitPrice);
  await page.getByRole("button", { name: e.editor.send }).click();
  await expect(page.getByTestId("current-estimate")).toContainText(formatCents(estimateTotal, lang.locale));
}

async function customerSignedIn(browser: import("@playwright/test").Browser, baseURL: string, lang: Language, tag: string, viewport = { width: 1280, height: 900 }) {
  const fullName = `Lucía Torres ${tag}`;
  const customer = { ...(await createConfirmedUser({ locale: lang.locale, fullName })), fullName };
  const context = await browser.newContext({ viewport });
  await signInAs(context, baseURL, customer.email, customer.password);
  return { customer, context };
}

for (const [index, lang] of languages.entries()) {
  const e = lang.messages.Estimates;
  const t = createTranslator({ locale: lang.locale, messages: lang.messages, namespace: "Estimates" });

  test.describe(`estimates (${lang.locale})`, () => {
    test("staff send an estimate; the customer approves it from the email and books; staff complete with a receipt; the PDF downloads", async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const tag = Date.now().toString(36);
      const { customer, context } = await customerSignedIn(browser, baseURL!, lang, tag);
      const request = await createRequest(customer.id, { title: `Laptop will not boot ${tag}` });
      const ref = await reference(request.id);

      const staffContext: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signInAsStaff(staffContext, baseURL!);
      const staff = await staffContext.newPage();
      await staff.goto(adminPath(lang, `/requests/${request.id}`));
      await applyTheme(staff, themeFor(lang.locale));
      await expectNoSeriousA11yViolations(staff);
      await staffSendsEstimate(staff, lang, request.id);

      // Other emails name the request too (its acknowledgement): the estimate's is found by its own subject.
      const emails = createTranslator({ locale: lang.locale, messages: lang.messages, namespace: "Emails" });
      const subject = emails("estimate.sent.subject", { reference: ref });
      const mail = await waitForEmail(customer.email, (m) => m.subject === subject, "the estimate email");
      const link = mail.links.find((href) => href.endsWith(`/service-request/${request.id}#estimate`));
      expect(link, "the email links to the estimate").toBeTruthy();

      const page = await context.newPage();
      const url = new URL(link!);
      await page.goto(`${url.pathname}${url.hash}`);
      await applyTheme(page, themeFor(lang.locale, true));
      const card = page.getByTestId("current-estimate");
      await expect(card).toContainText(LINE.description);
      await expect(card.getByTestId("estimate-total")).toHaveText(formatCents(estimateTotal, lang.locale));
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: e.approve }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(formatCents(estimateTotal, lang.locale));
      await dialog.getByRole("button", { name: e.confirmApprove }).click();
      await expect(card).toContainText(e.status.approved);
      const { data: approved } = await serviceClient().from("estimates").select("status, answered_by, approved_total_cents").eq("request_id", request.id).single();
      expect(approved).toEqual({ status: "approved", answered_by: customer.id, approved_total_cents: estimateTotal });
      const shopAlerts = createTranslator({ locale: "en", messages: languages[0]!.messages, namespace: "Emails.shop" });
      const alert = shopAlerts("estimateAnswered.approvedSubject", { reference: ref, customer: customer.fullName });
      await waitForEmail(SHOP_ADDRESS, (m) => m.subject === alert, "the shop's alert");
      await page.getByRole("link", { name: e.bookNow }).click();
      await expect(page).toHaveURL(new RegExp(`/book-appointment\\?request=${request.id}`));

      // The visit is covered by the estimate: the form names its total instead of a price, and so does the confirmation.
      const total = formatCents(estimateTotal, lang.locale);
      const booking = createTranslator({ locale: lang.locale, messages: lang.messages, namespace: "Booking" });
      await expect(page.getByTestId("booking-covered")).toHaveText(booking("coveredByEstimate", { total }));
      await expect(page.locator("#booking-service")).not.toContainText("$");
      await expectNoSeriousA11yViolations(page);
      const customerApi = await signedInApi(customer.email, customer.password);
      const booked = await customerApi.rpc("schedule_appointment", { ...rpcBooking(HARDWARE_UPGRADES, bookingDay(34, index), "10:00"), p_service_request_id: request.id });
      expect(booked.error).toBeNull();
      await sweep(baseURL!);
      const covered = emails("common.coveredByEstimate", { total });
      const confirmation = await waitForEmail(customer.email, (m) => m.text.includes(covered), "the confirmation naming the estimate");
      expect(confirmation.subject.startsWith(emails("confirmed.subject", { service: "\u0000", date: "", time: "" }).split("\u0000")[0]!)).toBe(true);
      expect(confirmation.text).toContain(`${emails("labels.price")}: ${covered}`);
      expect(confirmation.text.replaceAll(total, ""), "no other amount").not.toContain("$");
      await page.goto(at(lang, "/dashboard?tab=appointments"));
      await expect(page.locator(`[data-appointment-id="${booked.data!.id}"]`).getByTestId("appointment-covered")).toHaveText(
        createTranslator({ locale: lang.locale, messages: lang.messages, namespace: "Dashboard.appointments" })("coveredByEstimate", { total }),
      );

      // Staff complete it from the console in the other language: the header names the customer's
      // language, and the fee picked from the price list is written in it, not the console's.
      const other = languages.find((candidate) => candidate !== lang)!;
      const admin = createTranslator({ locale: other.locale, messages: other.messages, namespace: "Admin" });
      const fee = { en: `Data transfer ${tag}`, es: `Traspaso de datos ${tag}` };
      const { data: item } = await serviceClient().from("price_list_items").insert({ kind: "fee", name_en: fee.en, name_es: fee.es, unit_price_cents: 2500 }).select("id").single();
      // An unprefixed path follows the language cookie an /es page set: English asks to be chosen.
      await staffContext.clearCookies({ name: "NEXT_LOCALE" });
      await staff.goto(adminPath(other, `/requests/${request.id}`));
      await expect(staff.getByText(admin("requestDetail.filedByIn", { customer: customer.fullName, language: admin(`languageNames.${lang.locale}`) }))).toBeVisible();
      await staffCompletesWithReceipt(staff, other, customer.fullName, item!.id);

      await page.goto(at(lang, `/service-request/${request.id}`));
      const receipt = page.getByTestId("receipt");
      await expect(receipt).toContainText(formatCents(receiptTotal, lang.locale));
      await expect(receipt).toContainText(fee[lang.locale]);
      await expect(receipt).not.toContainText(fee[other.locale]);
      const download = page.waitForEvent("download");
      await receipt.getByRole("link", { name: e.downloadPdf }).click();
      const file = await (await download).path();
      const text = await pdfText(file!);
      expect(text).toContain(formatCents(receiptTotal, lang.locale));
      expect(text).toContain(e.pdf.receipt);
      expect(text).toContain(t("pdf.request", { reference: ref }));
      expect(text).toContain(fee[lang.locale]);

      // The dashboard's History shows the receipt on the request's row, and downloads it from there.
      const { pdf } = await historyRow(page, lang, request);
      const fromHistory = page.waitForEvent("download");
      await pdf.click();
      const historyText = await pdfText((await (await fromHistory).path())!);
      expect(historyText).toContain(formatCents(receiptTotal, lang.locale));
      expect(historyText).toContain(t("pdf.request", { reference: ref }));
      await staffContext.close();
      await context.close();
    });

    test("a second customer declines with a reason, by keyboard alone, on a phone", async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const tag = Date.now().toString(36);
      const { customer, context } = await customerSignedIn(browser, baseURL!, lang, tag, { width: 375, height: 800 });
      const request = await createRequest(customer.id, { title: `Slow desktop ${tag}` });
      const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signInAsStaff(staffContext, baseURL!);
      await staffSendsEstimate(await staffContext.newPage(), lang, request.id);

      const page = await context.newPage();
      await page.goto(at(lang, `/service-request/${request.id}`));
      await applyTheme(page, themeFor(lang.locale));
      const card = page.getByTestId("current-estimate");
      await expect(card).toContainText(LINE.description);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoSeriousA11yViolations(page);
      // The phone pictures of docs/estimates.md come from here (copied from the test's output folder).
      await card.screenshot({ path: test.info().outputPath(`estimate-phone-${lang.locale}-${themeFor(lang.locale)}.png`), animations: "disabled" });

      const decline = page.getByRole("button", { name: e.decline });
      await decline.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(e.declineReason).focus();
      await page.keyboard.type("Too expensive for now");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("button", { name: e.confirmDecline })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(card).toContainText(e.status.declined);
      await expect(card).toContainText("Too expensive for now");
      const { data } = await serviceClient().from("estimates").select("status, decline_reason").eq("request_id", request.id).single();
      expect(data).toEqual({ status: "declined", decline_reason: "Too expensive for now" });
      await staffContext.close();
      await context.close();
    });

    test("keyboard-only approval", async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const tag = Date.now().toString(36);
      const { customer, context } = await customerSignedIn(browser, baseURL!, lang, tag, { width: 375, height: 800 });
      const request = await createRequest(customer.id, { title: `Keyboard approval ${tag}` });
      const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signInAsStaff(staffContext, baseURL!);
      await staffSendsEstimate(await staffContext.newPage(), lang, request.id);

      const page = await context.newPage();
      await page.goto(at(lang, `/service-request/${request.id}`));
      await applyTheme(page, themeFor(lang.locale, true));
      const approve = page.getByRole("button", { name: e.approve });
      for (let i = 0; i < 60 && !(await approve.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(approve).toBeFocused();
      await page.keyboard.press("Enter");
      const confirm = page.getByRole("alertdialog").getByRole("button", { name: e.confirmApprove });
      for (let i = 0; i < 5 && !(await confirm.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      await expect(confirm).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("current-estimate")).toContainText(e.status.approved);
      await expect(page.getByRole("link", { name: e.bookNow })).toBeVisible();
      await staffContext.close();
      await context.close();
    });

    test("on a phone, staff write, send and complete with a receipt, and the customer finds it in their History", async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const phone = { width: 375, height: 800 };
      const tag = Date.now().toString(36);
      const { customer, context } = await customerSignedIn(browser, baseURL!, lang, tag, phone);
      const request = await createRequest(customer.id, { title: `Phone screen cracked ${tag}` });
      const staffContext = await browser.newContext({ viewport: phone });
      await signInAsStaff(staffContext, baseURL!);
      const staff = await staffContext.newPage();
      const fitsThePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

      // The editor, empty, as staff first see it.
      await staff.goto(adminPath(lang, `/requests/${request.id}`));
      const theme = themeFor(lang.locale);
      await applyTheme(staff, theme);
      const editor = staff.locator("form").filter({ has: staff.getByRole("button", { name: e.editor.send }) });
      await expect(editor).toBeVisible();
      await fitsThePhone(staff);
      await expectNoSeriousA11yViolations(staff);
      await pictureOf(staff, editor, `staff-estimate-editor-${lang.locale}-${theme}.png`);
      await staffSendsEstimate(staff, lang, request.id, true);
      await fitsThePhone(staff);

      await approveEstimate(await signedInApi(customer.email, customer.password), await currentEstimate(request.id));
      await staff.reload();
      await expect(staff.getByRole("button", { name: e.receipt.submit })).toBeVisible();
      // Staff read who approved it, for what total (the customer's own page says "You approved").
      await expect(staff.getByTestId("current-estimate")).toContainText(
        messagePattern(e.approvedOnStaff, { name: customer.fullName, total: formatCents(estimateTotal, lang.locale) }),
      );
      await fitsThePhone(staff);
      await expectNoSeriousA11yViolations(staff);
      await staffCompletesWithReceipt(staff, lang, customer.fullName);
      await fitsThePhone(staff);
      const { data: receipt } = await serviceClient().from("receipts").select("total_cents, payment_method").eq("request_id", request.id).single();
      expect(receipt).toEqual({ total_cents: receiptTotal, payment_method: "cash" });

      // The customer's History, on their phone, in the other theme.
      const page = await context.newPage();
      await page.goto(at(lang, "/dashboard?tab=history"));
      const historyTheme = themeFor(lang.locale, true);
      await applyTheme(page, historyTheme);
      const { row, pdf } = await historyRow(page, lang, request);
      await pdf.scrollIntoViewIfNeeded();
      await expect(pdf, "the link is not cut off").toBeInViewport({ ratio: 1 });
      await fitsThePhone(page);
      await expectNoSeriousA11yViolations(page);
      await pictureOf(page, row, `history-receipt-phone-${lang.locale}-${historyTheme}.png`);
      await staffContext.close();
      await context.close();
    });
  });
}

/** A picture of one part of the page in the test's output folder, cut from the whole page so the sticky header cannot cover it. */
async function pictureOf(page: Page, part: Locator, name: string) {
  const box = (await part.boundingBox())!;
  const scrollY = await page.evaluate(() => window.scrollY);
  const clip = { x: box.x, y: box.y + scrollY, width: box.width, height: box.height };
  await page.screenshot({ path: test.info().outputPath(name), fullPage: true, clip, animations: "disabled" });
}

/** A message as a pattern: the values given filled in, any other {placeholder} (a date) matching any text. */
function messagePattern(template: string, values: Record<string, string>) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // Split on the placeholders: the names are at the odd indexes.
  const parts = template.split(/\{(\w+)\}/);
  return new RegExp(parts.map((part, i) => (i % 2 === 0 ? escape(part) : part in values ? escape(values[part]!) : ".+")).join(""));
}

/** The request's current (sent, not superseded) estimate: its id and version. */
async function currentEstimate(requestId: string) {
  const { data, error } = await serviceClient().from("estimates").select("id, version").eq("request_id", requestId).eq("status", "sent").is("superseded_at", null).single();
  if (error) throw new Error(`currentEstimate: ${error.message}`);
  return data as { id: string; version: number };
}
