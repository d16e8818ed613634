// `npm run docs:screenshots`: the README's pictures (docs/images), taken from a
// running site: `npm run dev` or `npm start` first, or SITE_URL for another.
// Home and the dashboard (signed in as the local seed's demo customer), light
// and dark, 1280 x 800; and the customer's booking and request screens on a
// phone in Spanish (375 px, *-es-375.png), as docs/product.md shows them,
// the profile in both themes.
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, findChromium } from "./find-chromium";

const site = process.env.SITE_URL ?? "http://localhost:3000";
const customer = { email: "customer@bytewise.test", password: "Customer123!" };

async function signIn(page: Page) {
  await page.goto(`${site}/auth`);
  await page.getByLabel("Email", { exact: true }).fill(customer.email);
  await page.getByLabel("Password", { exact: true }).fill(customer.password);
  await page.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (const theme of ["light", "dark"] as const) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: theme });
  await context.addInitScript((value) => localStorage.setItem("bytewise-theme", value), theme);
  const page = await context.newPage();
  await page.goto(site);
  await page.screenshot({ path: `docs/images/home-${theme}.png` });
  await signIn(page);
  await page.getByRole("tab").first().waitFor();
  await page.screenshot({ path: `docs/images/dashboard-${theme}.png` });
  await context.close();
  console.log(`docs/images/home-${theme}.png, docs/images/dashboard-${theme}.png`);
}
// A phone, in Spanish: booking with a day chosen, the request form, a request, the appointments tab.
{
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page);
  await page.goto(`${site}/es/book-appointment`);
  // Tomorrow or later: today's slots may all be past.
  await page.locator("[data-day]:not([data-outside]) button:not([disabled])").nth(1).click();
  await page.getByRole("radiogroup").getByRole("radio").first().waitFor({ state: "attached" });
  await page.screenshot({ path: "docs/images/booking-es-375.png", fullPage: true });
  await page.goto(`${site}/es/service-request`);
  await page.screenshot({ path: "docs/images/service-request-es-375.png", fullPage: true });
  await page.goto(`${site}/es/dashboard?tab=requests`);
  await page.locator('a[href*="/service-request/"]').first().click();
  await page.getByTestId("request-reference").waitFor();
  await page.screenshot({ path: "docs/images/request-es-375.png", fullPage: true });
  await page.goto(`${site}/es/dashboard?tab=appointments`);
  await page.getByRole("tabpanel").waitFor();
  await page.screenshot({ path: "docs/images/appointments-es-375.png", fullPage: true });
  await context.close();
  console.log("docs/images/{booking,service-request,request,appointments}-es-375.png");
}
for (const theme of ["light", "dark"] as const) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme: theme });
  await context.addInitScript((value) => localStorage.setItem("bytewise-theme", value), theme);
  const page = await context.newPage();
  await signIn(page);
  await page.goto(`${site}/es/dashboard?tab=profile`);
  await page.getByRole("tabpanel").waitFor();
  const path = `docs/images/profile-es-375${theme === "dark" ? "-dark" : ""}.png`;
  await page.screenshot({ path, fullPage: true });
  await context.close();
  console.log(path);
}
await browser.close();
