// `npm run docs:screenshots`: the README's pictures (docs/images), taken from a
// running site: `npm run dev` or `npm start` first, or SITE_URL for another.
// Home and the dashboard (signed in as the local seed's demo customer), light
// and dark, 1280 x 800.
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
await browser.close();
