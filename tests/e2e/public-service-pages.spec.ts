import { expect, test, type Page } from "@playwright/test";
import { buildGenericService, getServiceContent, type ServiceContent } from "@/content/services";
import { expectSeoTags, jsonLdOf, languages, SERVICE_SLUGS } from "./helpers/public";

async function expectServicePage(page: Page, prefix: string, slug: string, service: ServiceContent, m: (typeof languages)[number]["messages"]) {
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(service.title);
  await expect(main.locator("figure figcaption")).toHaveText(service.imageCaption);
  await expect(main.locator("figure").getByRole("img", { name: service.imageAlt })).toBeVisible();

  await expect(main.getByRole("link", { name: m.ServicePage.backToServices })).toHaveAttribute("href", `${prefix}/services`);
  for (const book of await main.getByRole("link", { name: m.ServicePage.bookAppointment }).all()) {
    await expect(book).toHaveAttribute("href", `${prefix}/book-appointment?service=${slug}`);
  }
  await expect(main.getByRole("link", { name: m.ServicePage.requestService })).toHaveAttribute("href", "#contact");
  await expect(main.getByRole("link", { name: m.ServicePage.getQuote })).toHaveAttribute("href", "#contact");
  for (const call of await main.getByRole("link", { name: m.ServicePage.callNow }).all()) {
    await expect(call).toHaveAttribute("href", "tel:+15125550147");
  }
  await expect(main.locator("#contact")).toContainText("support@bytewisetech.com");

  const facts = main.locator("dl").first();
  await expect(facts).toContainText("(512) 555-0147");
  await expect(facts).toContainText("Austin, TX");
  await expect(facts).toContainText(service.price);

  for (const section of service.detailSections) {
    await expect(main.getByRole("heading", { level: 2, name: section.title, exact: true })).toBeVisible();
    for (const item of section.listItems) await expect(main.getByText(item, { exact: true }).first()).toBeAttached();
  }
  const pricing = main.locator("section", { has: page.getByRole("heading", { name: m.ServicePage.pricingHeading }) });
  for (const option of service.pricingOptions) {
    const row = pricing.locator("li", { has: page.getByRole("heading", { name: option.name, exact: true }) });
    await expect(row).toContainText(option.price);
  }
  for (const faq of service.faqs) await expect(main.getByRole("heading", { level: 3, name: faq.question })).toBeVisible();

  const data = await jsonLdOf(page);
  const serviceLd = data.find((d) => d["@type"] === "Service") as { offers: unknown[]; name: string };
  expect(serviceLd.name).toBe(service.title);
  expect(serviceLd.offers).toHaveLength(service.pricingOptions.length);
  const faqLd = data.find((d) => d["@type"] === "FAQPage") as { mainEntity: unknown[] };
  expect(faqLd.mainEntity).toHaveLength(service.faqs.length);
}

for (const { locale, prefix, messages: m } of languages) {
  test.describe(`service pages (${locale})`, () => {
    test("each of the eight services shows its content, prices, FAQs and actions", async ({ page }) => {
      test.setTimeout(120_000);
      for (const slug of SERVICE_SLUGS) {
        const response = await page.goto(`${prefix}/services/${slug}`);
        expect(response?.status(), slug).toBe(200);
        await expectServicePage(page, prefix, slug, getServiceContent(locale, slug), m);
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        await expectSeoTags(page, prefix, `/services/${slug}`);
      }
    });

    test("anchors and links on a service page work", async ({ page }) => {
      await page.goto(`${prefix}/services/network-setup`);
      await page.getByRole("link", { name: m.ServicePage.getQuote }).click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(page.locator("#contact")).toBeInViewport();
      await page.getByRole("link", { name: m.ServicePage.backToServices }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/services$`), { timeout: 30_000 });
    });

    test("the footer's extra slugs render the generic service under their name in the language, noindex", async ({ page }) => {
      for (const slug of ["smartphone-repair", "computer-troubleshooting", "home-network-setup"] as const) {
        const response = await page.goto(`${prefix}/services/${slug}`);
        expect(response?.status(), slug).toBe(200);
        const service = buildGenericService(locale, slug, m.ServiceNames[slug]);
        await expectServicePage(page, prefix, slug, service, m);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        const prices = await page.locator("section", { has: page.getByRole("heading", { name: m.ServicePage.pricingHeading }) }).locator("li").allTextContents();
        expect(prices.join(" ")).toMatch(/\$40[\s\S]*\$65[\s\S]*\$90/);
      }
      await page.goto(prefix || "/");
      await page.getByRole("contentinfo").getByRole("link", { name: m.ServiceNames["smartphone-repair"] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/services/smartphone-repair$`), { timeout: 30_000 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.ServiceNames["smartphone-repair"]);
    });

    test("a slug that cannot name a service is the 404 page", async ({ page }) => {
      const response = await page.goto(`${prefix}/services/Not_A%20Slug!`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.NotFound.title);
    });
  });
}
