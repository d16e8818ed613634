import { expect, test, type Page } from "@playwright/test";
import { createTranslator } from "next-intl";
import { WARRANTY_RULES } from "@/lib/rules/business-rules";
import { addDays, businessToday } from "@/lib/rules/booking-time";
import { formatShopDate } from "@/lib/rules/date-time";
import { formatCents } from "@/lib/rules/estimate-format";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { formatReceiptNumber } from "@/lib/rules/warranty";
import { adminPath, signInAsStaff } from "./helpers/admin";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { messageWith, threadOf } from "./helpers/conversation";
import { at, createRequest } from "./helpers/dashboard";
import { approveEstimate, DIAGNOSIS, sendEstimate, signedInApi, staffApi } from "./helpers/estimates";
import { SHOP_ADDRESS, waitForEmail } from "./helpers/notifications";
import { pdfText } from "./helpers/pdf";
import { languages, type Language } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

// The end of a repair job, in each language (docs/estimates.md#warranty):
// staff complete a request with its receipt on the console; the customer's
// email carries the receipt's number, total and a link to its PDF, which asks
// a visitor to sign in and opens for the owner with the receipt's number and
// the warranty's end; the customer replies on the completed request during
// the warranty, opens a warranty request in one click (linked both ways, as
// staff see), and, once the warranty is over, the conversation says it closed
// and why. A second request, still pending, is withdrawn by its owner: staff
// see it withdrawn and the shop is told. Axe on the changed pages.

/** Staff complete the request on its console page with the approved lines, paid by card, confirming first. */
async function staffCompletes(page: Page, lang: Language, requestId: string) {
  const e = lang.messages.Estimates;
  await page.goto(adminPath(lang, `/requests/${requestId}`));
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: e.receipt.submit }) });
  await form.getByLabel(e.receipt.paymentMethod).selectOption("card");
  await form.getByRole("button", { name: e.receipt.submit }).click();
  await page.getByRole("alertdialog", { name: e.receipt.confirm.title }).getByRole("button", { name: e.receipt.confirm.confirm }).click();
  await expect(page.getByTestId("receipt")).toBeVisible();
}

async function storedReceipt(requestId: string) {
  const { data } = await serviceClient().from("receipts").select("number, total_cents, warranty_ends_on").eq("request_id", requestId).single();
  return data as { number: number; total_cents: number; warranty_ends_on: string };
}

async function referenceOf(requestId: string) {
  const { data } = await serviceClient().from("service_requests").select("reference").eq("id", requestId).single();
  return formatRequestReference((data as { reference: number }).reference);
}

for (const lang of languages) {
  const t = createTranslator({ locale: lang.locale, messages: lang.messages });
  const detail = lang.messages.RequestDetail;

  test.describe(`warranty and withdrawal (${lang.locale})`, () => {
    test("the completion email carries the receipt; its PDF states number and warranty; replies and a linked warranty request during the warranty; closed after", async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const tag = Date.now().toString(36);
      const customer = await createConfirmedUser({ locale: lang.locale, fullName: `Marta Ruiz ${tag}` });
      const request = await createRequest(customer.id, { title: `Cracked screen ${tag}` });
      const ref = await referenceOf(request.id);
      await approveEstimate(await signedInApi(customer.email, customer.password), await sendEstimate(await staffApi(), request.id, DIAGNOSIS));

      const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signInAsStaff(staffContext, baseURL!);
      const staff = await staffContext.newPage();
      await staffCompletes(staff, lang, request.id);
      const receipt = await storedReceipt(request.id);
      expect(receipt.warranty_ends_on).toBe(addDays(businessToday(), WARRANTY_RULES.days));
      const number = formatReceiptNumber(receipt.number);
      const warrantyDate = formatShopDate(receipt.warranty_ends_on, lang.locale);

      // The email: number, total, warranty end and the receipt link (never the PDF's own address).
      const subject = t("Emails.request.completed.subject", { title: request.title });
      const mail = await waitForEmail(customer.email, (m) => m.subject === subject, "the completion email");
      for (const text of [number, formatCents(receipt.total_cents, lang.locale), warrantyDate, t("Emails.actions.downloadReceipt")]) expect(mail.text).toContain(text);
      const link = mail.links.find((href) => href.endsWith(`/service-request/${request.id}/receipt`));
      expect(link, `the email links to the receipt (${mail.links.join(", ")})`).toBeTruthy();
      expect(mail.links.some((href) => href.includes("/api/requests/"))).toBe(false);
      const path = new URL(link!).pathname;

      // A visitor with the link is asked to sign in; nothing of the receipt is served.
      const visitor = await browser.newPage();
      await visitor.goto(path);
      await expect(visitor).toHaveURL(/\/auth\?/);
      await visitor.close();

      // The owner gets the PDF: its number, total and warranty date, in their language.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signInAs(context, baseURL!, customer.email, customer.password);
      const page = await context.newPage();
      const download = page.waitForEvent("download");
      await page.goto(path).catch(() => undefined);
      const text = await pdfText((await (await download).path())!);
      expect(text).toContain(t("Estimates.pdf.receiptNumber", { number }));
      expect(text).toContain(t("Estimates.pdf.warranty", { days: WARRANTY_RULES.days, date: warrantyDate }));
      expect(text).toContain(formatCents(receipt.total_cents, lang.locale));

      // The request page: receipt number and warranty, the warranty card; a reply goes through.
      await page.goto(at(lang, `/service-request/${request.id}`));
      await applyTheme(page, themeFor(lang.locale));
      await expect(page.getByTestId("receipt")).toContainText(number);
      await expect(page.getByTestId("receipt-warranty")).toHaveText(t("Estimates.warranty", { days: WARRANTY_RULES.days, date: warrantyDate }));
      await expect(page.getByTestId("warranty")).toContainText(t("RequestDetail.warranty.active", { days: WARRANTY_RULES.days, date: warrantyDate }));
      await expectNoSeriousA11yViolations(page);
      const thread = threadOf(page, lang);
      await thread.getByLabel(lang.messages.Conversation.form.replyLabel, { exact: true }).fill(`The screen flickers again ${tag}`);
      await thread.getByRole("button", { name: lang.messages.Conversation.form.send }).click();
      await expect(messageWith(thread, `The screen flickers again ${tag}`)).toBeVisible();

      // One click: a warranty request, pending, linked to the original.
      await page.getByRole("button", { name: detail.warranty.open }).click();
      await expect(page).not.toHaveURL(new RegExp(`/service-request/${request.id}$`));
      await expect(page.getByTestId("warranty-of")).toHaveText(ref);
      const { data: claim } = await serviceClient().from("service_requests").select("id, reference, status, warranty_of").eq("warranty_of", request.id).single();
      expect(claim).toMatchObject({ status: "pending", warranty_of: request.id });
      expect(page.url()).toContain(`/service-request/${claim!.id}`);
      await applyTheme(page, themeFor(lang.locale, true));
      await expectNoSeriousA11yViolations(page);

      // Staff see the link both ways.
      const claimRef = formatRequestReference((claim as { reference: number }).reference);
      await staff.goto(adminPath(lang, `/requests/${request.id}`));
      await expect(staff.getByTestId("warranty-requests")).toContainText(claimRef);
      await applyTheme(staff, themeFor(lang.locale));
      await expectNoSeriousA11yViolations(staff);
      await staff.goto(adminPath(lang, `/requests/${claim!.id}`));
      await expect(staff.getByTestId("warranty-of")).toHaveText(ref);

      // After the warranty the conversation is closed, and says why.
      const ended = addDays(businessToday(), -1);
      await serviceClient().from("receipts").update({ warranty_ends_on: ended }).eq("request_id", request.id);
      await page.goto(at(lang, `/service-request/${request.id}`));
      await expect(page.getByTestId("warranty")).toContainText(t("RequestDetail.warranty.ended", { days: WARRANTY_RULES.days, date: formatShopDate(ended, lang.locale) }));
      await expect(page.getByRole("button", { name: detail.warranty.open })).toHaveCount(0);
      await expect(threadOf(page, lang).locator("[data-closed-notice]")).toContainText(lang.messages.Conversation.warrantyEnded.title);
      await staffContext.close();
      await context.close();
    });

    test("the owner withdraws a pending request; staff see it withdrawn and the shop is told", async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const tag = Date.now().toString(36);
      const customer = await createConfirmedUser({ locale: lang.locale, fullName: `Pablo Díaz ${tag}` });
      const request = await createRequest(customer.id, { title: `Printer offline ${tag}` });
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      await signInAs(context, baseURL!, customer.email, customer.password);
      const page = await context.newPage();
      await page.goto(at(lang, `/service-request/${request.id}`));
      await applyTheme(page, themeFor(lang.locale, true));
      await page.getByRole("button", { name: detail.withdraw.button }).click();
      const dialog = page.getByRole("alertdialog", { name: detail.withdraw.title });
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole("button", { name: detail.withdraw.confirm }).click();
      await expect(page.getByTestId("withdrawn")).toBeVisible();
      await expect(page.getByRole("button", { name: detail.withdraw.button })).toHaveCount(0);
      const { data } = await serviceClient().from("service_requests").select("status, withdrawn_at").eq("id", request.id).single();
      expect(data!.status).toBe("cancelled");
      expect(data!.withdrawn_at).not.toBeNull();

      const customerMail = t("Emails.request.withdrawn.subject", { title: request.title });
      await waitForEmail(customer.email, (m) => m.subject === customerMail, "the customer's withdrawal email");
      const shop = createTranslator({ locale: "en", messages: languages[0]!.messages, namespace: "Emails.shop" });
      const alert = shop("requestWithdrawn.subject", { title: request.title, customer: `Pablo Díaz ${tag}` });
      await waitForEmail(SHOP_ADDRESS, (m) => m.subject === alert, "the shop's withdrawal alert");

      const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await signInAsStaff(staffContext, baseURL!);
      const staff = await staffContext.newPage();
      await staff.goto(adminPath(lang, `/requests/${request.id}`));
      await expect(staff.getByTestId("withdrawn")).toBeVisible();
      await staffContext.close();
      await context.close();
    });
  });
}
