import { expect, test, type Page } from "@playwright/test";
import { signedInCustomer } from "./helpers/booking";
import { STAFF } from "./helpers/admin";
import { languages, localized, PUBLIC_PAGES } from "./helpers/public";
import { signInAs } from "./helpers/supabase";

// Every route, in both languages, must load without a single Content-Security-Policy violation: static pages
// (inline scripts allowed, nothing from elsewhere) and dynamic ones (nonce and 'strict-dynamic') alike. A
// violation is caught twice: the page's own `securitypolicyviolation` event and Chromium's console report.

const ACCOUNT_PAGES = ["/auth", "/forgot-password", "/reset-password", "/verify-email", "/confirm-email-change", "/verification-pending", "/book-appointment", "/no-such-page"];
const CUSTOMER_PAGES = [
  "/dashboard",
  "/dashboard?tab=requests",
  "/dashboard?tab=appointments",
  "/dashboard?tab=history",
  "/dashboard?tab=profile",
  "/service-request",
  "/book-appointment",
];
const STAFF_PAGES = ["/admin", "/admin/requests", "/admin/appointments", "/admin/schedule", "/admin/services", "/admin/reviews", "/admin/emails"];

/** Records violations from the first script on, and returns a reader of what was recorded. */
async function watchCsp(page: Page) {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI || "inline"} ${event.sample}`);
    });
  });
  return async (path: string) => {
    // Every script the page loads by itself has arrived (no request for 500 ms)
    // and the browser has run what it queued, violation events included (an idle
    // callback runs after pending tasks). Lazy chunks (menus, toasts) load on use.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    const events = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect([...events, ...console], `CSP violations on ${path}`).toEqual([]);
    console.length = 0;
  };
}

async function visitAll(page: Page, prefix: string, paths: readonly string[]) {
  const check = await watchCsp(page);
  for (const path of paths) {
    const url = localized(prefix, path);
    await page.goto(url);
    await check(url);
  }
}

for (const lang of languages) {
  test.describe(`no CSP violation on any route (${lang.locale})`, () => {
    test("public and account pages, signed out", async ({ page }) => {
      await visitAll(page, lang.prefix, [...PUBLIC_PAGES, ...ACCOUNT_PAGES]);
    });

    test("customer pages", async ({ page, context, baseURL }) => {
      await signedInCustomer(context, baseURL, lang.locale);
      await visitAll(page, lang.prefix, CUSTOMER_PAGES);
    });

    test("staff pages", async ({ page, context, baseURL }) => {
      await signInAs(context, baseURL!, STAFF.email, STAFF.password);
      await visitAll(page, lang.prefix, STAFF_PAGES);
    });
  });
}
