import { expect, test, type Locator, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { ESTIMATE_RULES } from "@/lib/rules/business-rules";
import { formatCents } from "@/lib/rules/estimate-format";
import { documentTotals } from "@/lib/rules/estimate-totals";
import { adminPath, signInAsStaff } from "./helpers/admin";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { at, createRequest, historyRow } from "./helpers/dashboard";
import { approveEstimate, signedInApi } from "./helpers/estimates";
import { languages, type Language } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

// Estimates, in each language (docs/estimates.md), beside the repair job's
// walk (repair-job.spec.ts: staff send an estimate from the console, the
// customer opens the email's link and approves, books the covered visit, and
// staff complete with a receipt from the console in the other language,
// which the customer downloads from the request page and their History):
// a customer declines with a reason, by keyboard alone on a phone; another
// approves by keyboard alone; on a phone, staff write, send and complete
// with a receipt, and the customer finds it in their History. Axe on every
// page in both themes across the languages.

const LINE = { description: "Replace the SSD", quantity: "1.5", unitPrice: "60" };
const estimateTotal = documentTotals([{ quantity: 1.5, unitPriceCents: 6000 }], 0, ESTIMATE_RULES.taxRateBasisPoints).totalCents;
const receiptTotal = documentTotals([{ quantity: 1.5, unitPriceCents: 6000 }, { quantity: 1, unitPriceCents: 2500 }], 0, ESTIMATE_RULES.taxRateBasisPoints).totalCents;

/**
 * Staff complete the request with its receipt: the estimate's line and a $25
 * fee added (so it differs from the estimate), paid in cash. The form asks
 * first, saying the customer gets the receipt and for how much.
 */
async function staffCompletesWithReceipt(page: Page, lang: Language, customer: string) {
  const e = lang.messages.Estimates;
  const receiptForm = page.locator("form").filter({ has: page.getByRole("button", { name: e.receipt.submit }) });
  await receiptForm.getByRole("button", { name: e.editor.addLine }).click();
  await receiptForm.getByLabel(e.editor.kind).nth(1).selectOption("fee");
  await receiptForm.getByLabel(e.editor.description).nth(1).fill("Data transfer");
  await receiptForm.getByLabel(e.editor.unitPrice).nth(1).fill("25");
  await receiptForm.getByLabel(e.receipt.paymentMethod).selectOption("cash");
  await receiptForm.getByRole("button", { name: e.receipt.submit }).click();
  const confirm = page.getByRole("alertdialog", { name: e.receipt.confirm.title });
  const receipt = createTranslator({ locale: lang.locale, messages: lang.messages, namespace: "Estimates.receipt.confirm" });
  await expect(confirm).toContainText(receipt("body", { customer, total: formatCents(receiptTotal, lang.locale) }));
  await confirm.getByRole("button", { name: e.receipt.confirm.confirm }).click();
  await expect(page.getByTestId("receipt")).toContainText(formatCents(receiptTotal, lang.locale));
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

for (const lang of languages) {
  const e = lang.messages.Estimates;

  test.describe(`estimates (${lang.locale})`, () => {
    test("a customer declines with a reason, by keyboard alone, on a phone", async ({ browser, baseURL }) => {
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
      const { row, pdf } = await historyRow(page, lang, request, receiptTotal);
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
