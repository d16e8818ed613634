import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

/** Both languages with their path prefix and messages, for tests that run in each. */
export const languages = [
  { locale: "en", prefix: "", messages: en },
  { locale: "es", prefix: "/es", messages: es },
] as const;

export type Language = (typeof languages)[number];

export const SERVICE_SLUGS = [
  "computer-repair",
  "mobile-support",
  "network-setup",
  "security-solutions",
  "data-recovery",
  "hardware-upgrades",
  "tech-consultation",
  "remote-support",
] as const;

/** The public pages of the site, unprefixed. */
export const PUBLIC_PAGES = [
  "/",
  "/services",
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  "/services/smartphone-repair",
  "/about",
  "/contact",
  "/reviews",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
];

export const localized = (prefix: string, path: string) => (path === "/" ? prefix || "/" : `${prefix}${path}`);

// Each worker process starts at its own random point of 10.0.0.0/8 and counts
// up: the limits these addresses meet last 15 minutes or more, so an address
// must not come back within a run, nor from the other worker.
let ipCounter = randomInt(1 << 24);
/**
 * A private-range address per call, never repeated in a run: the site forwards
 * x-forwarded-for to the database's per-address limits (reviews, emailed
 * links), so tests never share a quota.
 */
export const uniqueIp = () => {
  const n = ipCounter++ % (1 << 24);
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
};

/**
 * Gives each test of the file its own client address (x-forwarded-for, which
 * the end-to-end site and stack trust): opening an emailed link is limited per
 * address, so one test's links never use up another's.
 */
export function ownAddressPerTest() {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
  });
}

/** Every JSON-LD block on the page, parsed (fails the test when one is not valid JSON). */
export async function jsonLdOf(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

/** Checks canonical, hreflang alternates and Open Graph against the unprefixed path. */
export async function expectSeoTags(page: Page, prefix: string, path: string) {
  const here = localized(prefix, path);
  const head = page.locator("head");
  const abs = async (selector: string) => new URL((await head.locator(selector).getAttribute("href"))!).pathname;
  expect(await abs('link[rel="canonical"]')).toBe(here);
  expect(await abs('link[rel="alternate"][hreflang="en"]')).toBe(localized("", path));
  expect(await abs('link[rel="alternate"][hreflang="es"]')).toBe(localized("/es", path));
  expect(await abs('link[rel="alternate"][hreflang="x-default"]')).toBe(localized("", path));
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", prefix ? "es_US" : "en_US");
}
