import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { addDays, businessToday } from "@/lib/rules/booking-time";
import { formatCents } from "@/lib/rules/estimate-format";
import { adminPath, expectNotFoundPage, signInAsStaff } from "./helpers/admin";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { createRequest } from "./helpers/dashboard";
import { approveEstimate, completeWithReceipt, sendEstimate, signedInApi, staffApi } from "./helpers/estimates";
import { languages } from "./helpers/public";
import { createConfirmedUser, serviceClient, signInAs } from "./helpers/supabase";

// The console's reports (docs/reports.md): staff open them for a range in
// the URL and see the figures of that range; another range shows others; a
// range that cannot be used falls back to the default and says so; each
// table downloads as CSV, which a visitor (401) and a customer (404) cannot
// fetch; a customer gets the 404 page. The receipt this file makes is named
// by a technician no other test uses, so its row is this file's own.

const today = businessToday();
/** A month a year back, with nothing of this file's in it. */
const lastYear = { from: `${addDays(today, -400).slice(0, 7)}-01`, to: `${addDays(today, -400).slice(0, 7)}-28` };
/** The Diagnosis line (60.00) plus 8.25 % tax: what the receipt totals. */
const RECEIPT_TOTAL_CENTS = 6495;

let technician: string;
let customer: Awaited<ReturnType<typeof createConfirmedUser>>;

test.beforeAll(async () => {
  technician = `Tech ${randomUUID().slice(0, 8)}`;
  customer = await createConfirmedUser({ fullName: "Report Customer" });
  const staff = await staffApi();
  const request = await createRequest(customer.id, { service_type: "dataRecovery" });
  const { error } = await serviceClient().from("service_requests").update({ technician }).eq("id", request.id);
  if (error) throw new Error(`technician: ${error.message}`);
  await approveEstimate(await signedInApi(customer.email, customer.password), await sendEstimate(staff, request.id));
  await completeWithReceipt(staff, request.id);
});

const reportsPath = (prefix: string, range: { from: string; to: string } | string) =>
  `${prefix}/admin/reports?${typeof range === "string" ? range : new URLSearchParams(range)}`;

const technicianRow = (page: Page) => page.getByTestId("report-technicians").getByRole("row").filter({ hasText: technician });

for (const lang of languages) {
  const r = lang.messages.Admin.reports;

  test.describe(`the reports (${lang.locale})`, () => {
    test("show the range in the URL, change with it, fall back on a bad one, download CSV, and pass axe in both themes", async ({ page, context, baseURL }) => {
      test.setTimeout(240_000);
      await signInAsStaff(context, baseURL!);

      await page.goto(reportsPath(lang.prefix, { from: today, to: today }));
      await expect(page.getByRole("heading", { level: 1, name: r.title })).toBeVisible();
      await expect(page.getByRole("navigation", { name: lang.messages.Admin.nav.label }).getByRole("link", { name: lang.messages.Admin.nav.reports })).toHaveAttribute("aria-current", "page");
      await expect(page.getByLabel(r.range.from, { exact: true })).toHaveValue(today);
      await expect(technicianRow(page)).toHaveCount(1);
      await expect(technicianRow(page).getByRole("cell")).toHaveText(["1", "0", formatCents(RECEIPT_TOTAL_CENTS, lang.locale)]);
      await expect(page.getByTestId("report-weeks").getByRole("row")).toHaveCount(2);
      await expect(page.locator("[data-slot=chart] svg").first()).toBeVisible();

      // The technicians' CSV, as the link downloads it.
      const download = page.waitForEvent("download");
      await page.getByRole("region", { name: r.technicians.title }).getByRole("link", { name: r.downloadCsv }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`reports-technicians-${today}-to-${today}.csv`);
      const lines = (await readFile((await file.path())!, "utf8")).replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toBe("technician,jobs_completed,visits,revenue_usd");
      expect(lines).toContain(`${technician},1,0,${(RECEIPT_TOTAL_CENTS / 100).toFixed(2)}`);

      for (const theme of [themeFor(lang.locale), themeFor(lang.locale, true)]) {
        await applyTheme(page, theme);
        await expectNoSeriousA11yViolations(page);
      }

      // Another range in the URL: other figures.
      await page.goto(reportsPath(lang.prefix, lastYear));
      await expect(page.getByLabel(r.range.from, { exact: true })).toHaveValue(lastYear.from);
      await expect(page.getByTestId("report-months").getByRole("row")).toHaveCount(2);
      await expect(page.getByRole("region", { name: r.technicians.title })).not.toContainText(technician);

      // A range that cannot be used: the default, and a word about it.
      for (const query of ["from=2026-02-30&to=2026-03-01", `from=${today}&to=${addDays(today, -1)}`, "from=%27%3B--&to=x"]) {
        await page.goto(reportsPath(lang.prefix, query));
        await expect(page.getByRole("status").filter({ hasText: r.range.fallback })).toBeVisible();
        await expect(page.getByLabel(r.range.to, { exact: true })).toHaveValue(today);
        await expect(technicianRow(page)).toHaveCount(1);
      }
      await expect(page.getByRole("heading", { level: 2, name: r.visits.title })).toBeVisible();
    });
  });
}

test("the CSV exports: a visitor gets 401, a customer 404, staff the table", async ({ browser, baseURL, request }) => {
  const path = `/api/admin/reports/technicians?from=${today}&to=${today}&locale=es`;
  const visitor = await request.get(path, { maxRedirects: 0 });
  expect(visitor.status()).toBe(401);
  expect(await visitor.text()).not.toContain(technician);

  const customerContext = await browser.newContext();
  await signInAs(customerContext, baseURL!, customer.email, customer.password);
  const refused = await customerContext.request.get(path, { maxRedirects: 0 });
  expect(refused.status()).toBe(404);
  expect(await refused.text()).not.toContain(technician);
  await customerContext.close();

  const staffContext = await browser.newContext();
  await signInAsStaff(staffContext, baseURL!);
  const answer = await staffContext.request.get(path, { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(answer.headers()["cache-control"]).toContain("no-store");
  expect(await answer.text()).toContain(`\r\n${technician},1,0,64.95\r\n`);
  const months = await staffContext.request.get(`/api/admin/reports/months?from=${lastYear.from}&to=${lastYear.to}`);
  expect((await months.text()).replace(/^\uFEFF/, "").split("\r\n").slice(0, 2)[1]).toMatch(new RegExp(`^${lastYear.from},\\d+,\\d+\\.\\d{2},\\d+\\.\\d{2},\\d+\\.\\d{2}$`));
  expect((await staffContext.request.get("/api/admin/reports/customers")).status()).toBe(404);
  await staffContext.close();
});

test("a customer gets the 404 page", async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, customer.email, customer.password);
  for (const lang of languages) {
    await page.goto(adminPath(lang, "/reports"));
    await expectNotFoundPage(page, lang);
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the reports fit 375 px", async ({ page, context, baseURL }) => {
    await signInAsStaff(context, baseURL!);
    for (const lang of languages) {
      await page.goto(reportsPath(lang.prefix, { from: addDays(today, -60), to: today }));
      await expect(page.locator("[data-slot=chart] svg").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});
