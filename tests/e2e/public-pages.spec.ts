import { expect, test } from "@playwright/test";
import { expectSeoTags, jsonLdOf, languages, localized, PUBLIC_PAGES, SERVICE_SLUGS } from "./helpers/public";

const tel = /^tel:\+1\d{10}$/;

for (const { locale, prefix, messages: m } of languages) {
  test.describe(`public pages (${locale})`, () => {
    test("home: hero, featured services, latest reviews and business JSON-LD", async ({ page }) => {
      const response = await page.goto(localized(prefix, "/"));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.Home.heroTitle);
      await expect(page.getByText(m.Home.heroTagline)).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: m.Home.exploreServices })).toHaveAttribute("href", localized(prefix, "/services"));
      await expect(main.getByRole("link", { name: m.Home.bookAppointment }).first()).toHaveAttribute("href", localized(prefix, "/book-appointment"));

      const featured = main.locator("#featured-services article");
      await expect(featured).toHaveCount(3);
      for (const card of await featured.all()) {
        const title = card.getByRole("heading", { level: 3 }).getByRole("link");
        expect(await title.getAttribute("href")).toMatch(new RegExp(`^${prefix}/services/[a-z-]+$`));
        await expect(card.getByRole("link", { name: m.Home.bookNow })).toHaveAttribute("href", localized(prefix, "/contact"));
      }

      const reviews = main.locator("#reviews");
      await expect(reviews.getByRole("heading", { level: 2 })).toHaveText(m.Home.reviewsHeading);
      await expect(reviews.getByRole("link", { name: m.Home.viewAllReviews })).toHaveAttribute("href", localized(prefix, "/reviews"));
      await expect(reviews.getByRole("link", { name: m.Home.leaveReview }).first()).toHaveAttribute("href", `${localized(prefix, "/contact")}#review`);
      await expect(reviews.locator("figure").or(reviews.getByText(m.Reviews.empty))).not.toHaveCount(0);
      expect(await reviews.locator("figure").count()).toBeLessThanOrEqual(6);

      await expectSeoTags(page, prefix, "/");
      const business = (await jsonLdOf(page)).find((d) => d["@type"] === "LocalBusiness");
      expect(business).toMatchObject({ name: "ByteWise Tech Support", telephone: expect.stringMatching(/^\+1/), priceRange: "$$" });

      await main.getByRole("link", { name: m.Home.exploreServices }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/services$`), { timeout: 30_000 });
    });

    test("services: eight cards, call buttons and the #contact section", async ({ page }) => {
      await page.goto(localized(prefix, "/services"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.Services.heroTitle);
      const cards = page.getByRole("main").locator("article");
      await expect(cards).toHaveCount(8);
      for (const slug of SERVICE_SLUGS) {
        await expect(page.getByRole("heading", { level: 3 }).getByRole("link", { name: m.ServiceNames[slug] })).toHaveAttribute(
          "href",
          `${prefix}/services/${slug}`,
        );
      }
      const calls = page.getByRole("main").getByRole("link", { name: /Call|Llamar/ });
      expect(await calls.count()).toBeGreaterThanOrEqual(2);
      for (const call of (await calls.all()).slice(0, 2)) await expect(call).toHaveAttribute("href", tel);
      const contactLinks = page.getByRole("link", { name: m.Services.contactLink });
      await expect(contactLinks).toHaveCount(2);
      for (const link of await contactLinks.all()) await expect(link).toHaveAttribute("href", "#contact");
      await contactLinks.first().click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(page.locator("#contact")).toBeInViewport();
      await expect(page.locator("#contact").getByRole("link", { name: m.ServicePage.contactPage })).toHaveAttribute("href", localized(prefix, "/contact"));
      await expectSeoTags(page, prefix, "/services");
      await page.getByRole("link", { name: m.ServiceNames["remote-support"], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/services/remote-support$`), { timeout: 30_000 });
    });

    test("contact: phone, email, location and hours, JSON-LD", async ({ page }) => {
      await page.goto(localized(prefix, "/contact"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.Contact.heroTitle);
      const info = page.locator("dl").first();
      await expect(info.getByRole("link", { name: "(512) 555-0147" })).toHaveAttribute("href", "tel:+15125550147");
      await expect(info.getByRole("link", { name: "support@bytewisetech.com" })).toHaveAttribute("href", "mailto:support@bytewisetech.com");
      await expect(info).toContainText("2401 E Cesar Chavez St");
      await expect(info).toContainText(`${m.ContactInfo.weekdays}:`);
      await expect(info).toContainText(`${m.ContactInfo.saturday}:`);
      await expect(info).toContainText(`${m.ContactInfo.sunday}: ${m.ContactInfo.closed}`);
      await expect(page.getByRole("heading", { name: m.Contact.reviewHeading })).toBeVisible();
      await expectSeoTags(page, prefix, "/contact");
      expect((await jsonLdOf(page)).map((d) => d["@type"])).toContain("LocalBusiness");
    });

    test("reviews: heading, description and a link to leave one", async ({ page }) => {
      const response = await page.goto(localized(prefix, "/reviews"));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.Reviews.heading);
      await expect(page.getByText(m.Reviews.description)).toBeVisible();
      await expect(page.getByRole("link", { name: m.Reviews.leaveReview }).first()).toHaveAttribute("href", `${localized(prefix, "/contact")}#review`);
      await expectSeoTags(page, prefix, "/reviews");
      await page.getByRole("link", { name: m.Reviews.leaveReview }).first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact#review$`), { timeout: 30_000 });
    });

    test("an unknown page is the 404 page with a way home", async ({ page }) => {
      const response = await page.goto(`${prefix}/servicios-que-no-existen`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.NotFound.title);
      await expect(page.getByRole("main").getByRole("link", { name: m.NotFound.home })).toHaveAttribute("href", prefix || "/");
    });

    test("/testimonials redirects permanently to /reviews", async ({ request }) => {
      const response = await request.get(localized(prefix, "/testimonials"), { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location!, "http://x").pathname).toBe(localized(prefix, "/reviews"));
    });
  });
}

test("sitemap.xml lists both languages with alternates, robots.txt keeps private areas out", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/services/data-recovery", "/es/services/data-recovery", "/es/about", "/cookie-policy"]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  expect(sitemap).toMatch(/hreflang="es" href="[^"]+\/es\/contact"/);
  expect(sitemap).not.toContain("smartphone-repair");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http\S+\/sitemap\.xml/);
  for (const path of ["/dashboard", "/service-request", "/auth", "/es/dashboard", "/es/auth"]) expect(robots).toContain(`Disallow: ${path}\n`);
});

// The footer's extra slug gets the generic service page, rendered on first request, not at build time.
const indexedPages = PUBLIC_PAGES.filter((p) => !p.includes("smartphone"));

test("every public page arrives whole, with nothing revealed later by a script", async ({ request }) => {
  // A Suspense boundary still pending when React sends the page's first bytes is
  // sent at the end of the HTML and swapped in by a script, which React 19 holds
  // back up to 300 ms after the first paint: the part would pop in late.
  for (const { prefix } of languages) {
    for (const path of indexedPages) {
      const html = await (await request.get(localized(prefix, path))).text();
      expect(html, path).not.toContain("$RC(");
      expect(html, path).not.toMatch(/<template id="B:/);
    }
  }
});

test("every public page is served statically, the review pages revalidating within a minute", async ({ request }) => {
  const home = await (await request.get("/")).text();
  test.skip(home.includes("hmr-client"), "a dev server renders every page on demand");
  for (const { prefix } of languages) {
    for (const path of indexedPages) {
      const response = await request.get(localized(prefix, path));
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl, path).toMatch(/s-maxage=\d+/);
      expect(cacheControl, path).not.toContain("no-store");
      if (path === "/" || path === "/reviews") expect(cacheControl, path).toMatch(/s-maxage=60\b/);
    }
  }
});
