import { expect, test, type Page } from "@playwright/test";
import { fill } from "./helpers/admin";
import { expectNoSeriousA11yViolations } from "./helpers/axe";
import { chosenService, signedInCustomer } from "./helpers/booking";
import { languages, type Language } from "./helpers/public";

// One catalogue (docs/services.md): every service page says what can be
// booked for it and its Book buttons preselect it, or says how to get the
// service; the footer's slugs have names in both languages; a generic page is
// in the page's language; every price says whether it is the appointment's or
// the work's. Books nothing.

type ServiceKey = keyof Language["messages"]["Booking"]["services"];

/** Page slug -> the bookable service its Book button preselects, with the seeded price and duration. */
const bookable: Record<string, [ServiceKey, string, number]> = {
  "computer-repair": ["computerRepair", "$75", 60],
  "network-setup": ["networkSetup", "$120", 120],
  "security-solutions": ["virusRemoval", "$60", 45],
  "data-recovery": ["dataRecovery", "$90", 90],
  "computer-troubleshooting": ["computerRepair", "$75", 60],
  "home-network-setup": ["networkSetup", "$120", 120],
};
const callOnly = ["mobile-support", "hardware-upgrades", "tech-consultation", "remote-support", "smartphone-repair", "drone-repair"];

const accessBox = (page: Page, lang: Language, kind: "book" | "call") =>
  page.getByRole("region", { name: lang.messages.ServicePage.access[kind === "book" ? "bookHeading" : "callHeading"] });

for (const lang of languages) {
  const m = lang.messages;
  const sp = m.ServicePage;

  test.describe(`service catalogue (${lang.locale})`, () => {
    test("each bookable page names its appointment and price, and Book preselects it in the form", async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await signedInCustomer(context, baseURL, lang.locale);
      for (const [slug, [key, price, minutes]] of Object.entries(bookable)) {
        const name = m.Booking.services[key].name;
        await page.goto(`${lang.prefix}/services/${slug}`);
        const box = accessBox(page, lang, "book");
        await expect(box, slug).toContainText(fill(sp.access.bookOffer, { name, price, minutes }));
        await expect(box).toContainText(sp.access.priceKinds);
        await expect(page.getByRole("main").locator("dl").first()).toContainText(sp.price);
        const books = page.getByRole("main").getByRole("link", { name: sp.bookAppointment });
        await expect(books.first()).toBeVisible();
        await books.first().click();
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/book-appointment\\?service=${slug}$`), { timeout: 30_000 });
        await expect(chosenService(page, lang), slug).toHaveText(fill(m.Booking.serviceOption, { name, price }));
        await expect(page.getByText(fill(m.Booking.appointmentPrice, { price }))).toBeVisible();
      }
      // The calendar says why Saturdays cannot be picked.
      await expect(page.getByText(m.Booking.dateHint)).toBeVisible();
    });

    test("a page no appointment fits says how to get the service, and offers no Book", async ({ page }) => {
      for (const slug of callOnly) {
        await page.goto(`${lang.prefix}/services/${slug}`);
        const box = accessBox(page, lang, "call");
        await expect(box, slug).toContainText(sp.access.callOffer);
        await expect(box.getByRole("link", { name: sp.access.fileRequest })).toHaveAttribute("href", `${lang.prefix}/service-request`);
        await expect(box.getByRole("link", { name: sp.callNow })).toHaveAttribute("href", /^tel:/);
        await expect(page.getByRole("main").getByRole("link", { name: sp.bookAppointment })).toHaveCount(0);
      }
    });

    test("the footer's slugs carry their name in the language and point to the real service", async ({ page }) => {
      const pairs = [
        ["smartphone-repair", "mobile-support"],
        ["computer-troubleshooting", "computer-repair"],
        ["home-network-setup", "network-setup"],
      ] as const;
      for (const [slug, target] of pairs) {
        await page.goto(lang.prefix || "/");
        await page.getByRole("contentinfo").getByRole("link", { name: m.ServiceNames[slug], exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/services/${slug}$`), { timeout: 30_000 });
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.ServiceNames[slug]);
        await expect(page).toHaveTitle(new RegExp(`^${m.ServiceNames[slug]}`));
        const related = page.getByRole("link", { name: fill(sp.access.relatedLink, { service: m.ServiceNames[target] }) });
        await expect(related).toHaveAttribute("href", `${lang.prefix}/services/${target}`);
        await expect(page.getByRole("main")).toContainText(fill(sp.access.related, { name: m.ServiceNames[slug], service: m.ServiceNames[target] }));
      }
    });

    test("prices say what they are the price of, on cards and pages; the hours say Saturdays are walk-in only", async ({ page }) => {
      await page.goto(`${lang.prefix}/services`);
      await expect(page.getByRole("main").getByText(fill(m.Services.from, { price: "$45" })).first()).toBeVisible();
      await page.goto(`${lang.prefix}/services/computer-repair`);
      const pricing = page.getByRole("region", { name: sp.pricingHeading });
      await expect(pricing).toContainText(sp.pricingNote);
      await expect(page.getByRole("main").locator("dl").first()).toContainText(`${sp.price}${fill(sp.startingAt, { price: "$45" })}`);
      await expect(page.getByRole("main").locator("dl").first()).toContainText(sp.hoursSummary.split("{saturday}")[1]!.trim());
      await expect(page.getByRole("contentinfo")).toContainText(m.Footer.saturdayNote);
      await page.goto(`${lang.prefix}/contact`);
      await expect(page.getByRole("main")).toContainText(m.ContactInfo.saturdayNote);
    });
  });
}

test("a generic page on the Spanish site is in Spanish, except a slug nobody knows", async ({ page }) => {
  const [en, es] = [languages[0].messages, languages[1].messages];
  await page.goto("/es/services/drone-repair");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drone Repair");
  const main = page.getByRole("main");
  for (const text of [es.ServicePage.pricingHeading, es.ServicePage.access.callHeading, "Llame para consultar precios", "Cómo trabajamos", "Desde $40"]) {
    await expect(main, text).toContainText(text);
  }
  const body = await main.innerText();
  for (const english of [en.ServicePage.pricingHeading, en.ServicePage.access.callHeading, "Call for pricing", "How we work", "From $40", "Book", "Price"]) {
    expect(body, english).not.toContain(english);
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const lang of languages) {
    test(`a service page's booking box and prices fit, and pass axe (${lang.locale})`, async ({ page }) => {
      for (const slug of ["security-solutions", "smartphone-repair"]) {
        await page.goto(`${lang.prefix}/services/${slug}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, slug).toBeLessThanOrEqual(0);
        const box = page.locator("#service-access-heading").locator("..");
        const width = (await box.boundingBox())!.width;
        expect(width).toBeLessThanOrEqual(375);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
});
