import { expect, test } from "@playwright/test";
import { measurePageJs } from "@/scripts/bench/measure-js";
import { signedInCustomer } from "./helpers/booking";
import { languages } from "./helpers/public";

// Issue #7's budget: the signed-in booking page loads at most 200 KB of
// JavaScript (gzip), the form included (it is server-rendered, so its chunks
// are in the page). The schema and sonner arrive later, on first use.
const BUDGET_KB = 200;

for (const lang of languages) {
  test(`the signed-in booking page loads under ${BUDGET_KB} KB of JavaScript (${lang.locale})`, async ({ page, context, baseURL }) => {
    await signedInCustomer(context, baseURL, lang.locale);
    const url = `${baseURL}${lang.prefix}/book-appointment`;
    await page.goto(url);
    await expect(page.getByRole("combobox", { name: lang.messages.Booking.service })).toBeVisible();

    const cookie = (await context.cookies(url)).map((c) => `${c.name}=${c.value}`).join("; ");
    const cache = new Map<string, number>();
    const { bytes, files } = await measurePageJs(url, cache, { cookie });
    const signedOut = await measurePageJs(url, cache);
    test.info().annotations.push({ type: "booking page JS", description: `${(bytes / 1024).toFixed(1)} KB gzip in ${files} files` });
    // The form (calendar, form library) must be in what was measured: the signed-out page has none of it.
    expect(bytes - signedOut.bytes).toBeGreaterThan(20 * 1024);
    expect(bytes / 1024).toBeLessThan(BUDGET_KB);
  });
}
