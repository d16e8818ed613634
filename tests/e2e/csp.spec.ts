import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import { signedInCustomer } from "./helpers/booking";
import { STAFF } from "./helpers/admin";
import { createRequest } from "./helpers/dashboard";
import { signedUnsubscribeToken } from "./helpers/notifications";
import { languages, localized, PUBLIC_PAGES } from "./helpers/public";
import { createConfirmedUser, signInAs } from "./helpers/supabase";

// Every route, in English or Spanish, must load without a single Content-Security-Policy violation: static pages
// (inline scripts allowed, nothing from elsewhere) and dynamic ones (nonce and 'strict-dynamic') alike. A
// violation is caught twice: the page's own `securitypolicyviolation` event and Chromium's console report.
// The first test reads every page.tsx under app/ and fails on a route none of the lists visits.

const ACCOUNT_PAGES = [
  "/auth",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/confirm-email-change",
  "/verification-pending",
  "/book-appointment",
  "/no-such-page",
  "/e2e-error",
];
/** The unsubscribe page, with no link and with a signed one (the confirm screen). */
const unsubscribePages = (token: string) => ["/unsubscribe", `/unsubscribe?token=${token}`];
const customerPages = (requestId: string) => [
  "/dashboard",
  "/dashboard?tab=requests",
  "/dashboard?tab=appointments",
  "/dashboard?tab=history",
  "/dashboard?tab=profile",
  "/service-request",
  `/service-request/${requestId}`,
  // The completion email's receipt link: a redirect (to the PDF, or to the dashboard's notice), never a page of its own.
  `/service-request/${requestId}/receipt`,
  "/book-appointment",
];
const staffPages = (requestId: string, customerId: string) => [
  "/admin",
  "/admin/requests",
  `/admin/requests/${requestId}`,
  `/admin/requests/${requestId}/ticket`,
  `/admin/customers/${customerId}`,
  "/admin/appointments",
  "/admin/schedule",
  "/admin/services",
  "/admin/reviews",
  "/admin/reports",
  "/admin/emails",
];

/** Every route the app has: each page.tsx under app/[locale], route groups left out ("/services/[slug]", "/[...rest]"). */
function appRoutes(): string[] {
  const root = path.join(process.cwd(), "app", "[locale]");
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map((file) => "/" + path.dirname(file).split(path.sep).filter((part) => part !== "." && !/^\(.*\)$/.test(part)).join("/"));
}

/** Whether a visited path (query left out) is one Next would serve from `route`. */
function servedBy(route: string, visited: string) {
  const pattern = route.replace(/\[\.\.\.\w+\]/g, ".+").replace(/\[\w+\]/g, "[^/]+");
  return new RegExp(`^${pattern}$`).test(visited.split("?")[0]!);
}

test("the routes visited below cover every page under app/", () => {
  const sampleId = "00000000-0000-4000-8000-000000000000";
  const visited = [...PUBLIC_PAGES, ...ACCOUNT_PAGES, ...unsubscribePages("token"), ...customerPages(sampleId), ...staffPages(sampleId, sampleId)];
  const routes = appRoutes();
  expect(routes).toEqual(expect.arrayContaining(["/", "/service-request/[id]", "/admin/requests/[id]/ticket", "/unsubscribe", "/[...rest]"]));
  expect(servedBy("/admin/requests/[id]", "/admin/requests/x/ticket")).toBe(false);
  expect(routes.filter((route) => !visited.some((visit) => servedBy(route, visit)))).toEqual([]);
});

/** How long no new request must start before a page counts as having loaded what it loads by itself. */
const QUIET_MS = 500;

/** Records violations from the first script on, and returns a reader of what was recorded. */
async function watchCsp(page: Page) {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text());
  });
  // Requests by when they started, until they end: a page is quiet once none has started for QUIET_MS.
  const inFlight = new Map<Request, number>();
  let lastStart = Date.now();
  page.on("request", (request) => {
    inFlight.set(request, Date.now());
    lastStart = Date.now();
  });
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI || "inline"} ${event.sample}`);
    });
  });
  return async (path: string) => {
    // Every request the page makes by itself has started (none for QUIET_MS after
    // the load event: a blocked script, style or fetch raises its violation as it
    // starts) and the browser has run what it queued, violation events included
    // (an idle callback runs after pending tasks). Lazy chunks (menus, toasts) load
    // on use. Not "networkidle": that also waits for every request to end, and on a
    // loaded machine a staff list once never got there (both attempts of a CI run);
    // a request still open after 5 s is noted on the test instead.
    await page.waitForLoadState("load");
    await expect.poll(() => Date.now() - lastStart, { timeout: 30_000 }).toBeGreaterThanOrEqual(QUIET_MS);
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    for (const [request, started] of inFlight) {
      if (Date.now() - started <= 5_000) continue;
      const description = `${path}: ${request.method()} ${request.url()}`;
      test.info().annotations.push({ type: "request still open", description });
      process.stderr.write(`request still open after 5 s: ${description}\n`);
    }
    const events = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect([...events, ...console], `CSP violations on ${path}`).toEqual([]);
    console.length = 0;
  };
}

/**
 * Visits each path once, in English and Spanish by turns: the policy and the scripts a route loads do
 * not depend on its language, and both languages' static and dynamic pages are still visited.
 */
async function visitAll(page: Page, paths: readonly string[]) {
  const check = await watchCsp(page);
  for (const [i, path] of paths.entries()) {
    const url = localized(languages[i % languages.length]!.prefix, path);
    await page.goto(url);
    await check(url);
  }
}

test.describe("no CSP violation on any route", () => {
  // Each test visits a whole group of routes, each waiting for the page and the browser to go idle.
  test.describe.configure({ timeout: 180_000 });
  test("public and account pages, signed out", async ({ page }) => {
    await visitAll(page, [...PUBLIC_PAGES, ...ACCOUNT_PAGES, ...unsubscribePages(signedUnsubscribeToken(999_999_999))]);
  });

  test("customer pages", async ({ page, context, baseURL }) => {
    const customer = await signedInCustomer(context, baseURL, "es");
    const request = await createRequest(customer.id);
    await visitAll(page, customerPages(request.id));
  });

  test("staff pages", async ({ page, context, baseURL }) => {
    const customer = await createConfirmedUser({ locale: "es" });
    const request = await createRequest(customer.id);
    await signInAs(context, baseURL!, STAFF.email, STAFF.password);
    await visitAll(page, staffPages(request.id, customer.id));
  });
});
