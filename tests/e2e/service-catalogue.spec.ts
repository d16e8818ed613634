import { expect, test, type Page } from "@playwright/test";
import { slotInstant } from "@/lib/rules/booking-time";
import { adminPath, fill, reloadUntilShown, signInAsStaff } from "./helpers/admin";
import { expectNoSeriousA11yViolations } from "./helpers/axe";
import { bookingDay, checkSlot, chosenService, expectAppointmentsTab, pickDay, signedInCustomer, slotRadio } from "./helpers/booking";
import { waitForEmail } from "./helpers/notifications";
import { languages, type Language } from "./helpers/public";
import { createConfirmedUser, serviceClient } from "./helpers/supabase";

// One catalogue (docs/services.md): every service page says what can be
// booked for it and its Book buttons preselect it, or says how to get the
// service; the footer's slugs have names in both languages; a generic page is
// in the page's language; every price says whether it is the appointment's or
// the work's. Books nothing.

type ServiceKey = keyof Language["messages"]["Booking"]["services"];

/** Page slug -> the bookable service its Book button preselects, with the seeded price and duration: every page books. */
const bookable: Record<string, [ServiceKey, string, number]> = {
  "computer-repair": ["computerRepair", "$75", 60],
  "mobile-support": ["mobileSupport", "$50", 45],
  "network-setup": ["networkSetup", "$120", 120],
  "security-solutions": ["securitySolutions", "$60", 45],
  "data-recovery": ["dataRecovery", "$90", 90],
  "hardware-upgrades": ["hardwareUpgrades", "$65", 60],
  "tech-consultation": ["techConsultation", "$65", 60],
  "remote-support": ["remoteSupport", "$45", 30],
  "computer-troubleshooting": ["computerRepair", "$75", 60],
  "home-network-setup": ["networkSetup", "$120", 120],
  "smartphone-repair": ["mobileSupport", "$50", 45],
};
/** Only a slug without a page (or a service the shop stopped offering) is left to the phone. */
const callOnly = ["drone-repair"];
const REMOTE = new Set(["remote-support"]);

const accessBox = (page: Page, lang: Language, kind: "book" | "call") =>
  page.getByRole("region", { name: lang.messages.ServicePage.access[kind === "book" ? "bookHeading" : "callHeading"] });

for (const lang of languages) {
  const m = lang.messages;
  const sp = m.ServicePage;

  test.describe(`service catalogue (${lang.locale})`, () => {
    test("every service page names its appointment and price, and Book opens the form with that service chosen", async ({ page, context, baseURL }) => {
      test.setTimeout(600_000);
      await signedInCustomer(context, baseURL, lang.locale);
      for (const [slug, [key, price, minutes]] of Object.entries(bookable)) {
        const name = m.Booking.services[key].name;
        // A page prerendered without the database is replaced within a minute by one with the price.
        const offer = fill(REMOTE.has(slug) ? sp.access.bookOfferRemote : sp.access.bookOffer, { name, price, minutes });
        expect(await reloadUntilShown(page, `${lang.prefix}/services/${slug}`, offer, Date.now() + 90_000), slug).toBe(true);
        const box = accessBox(page, lang, "book");
        await expect(box, slug).toContainText(offer);
        await expect(box).toContainText(sp.access.priceKinds);
        await expect(page.getByRole("main").locator("dl").first()).toContainText(sp.price);
        const books = page.getByRole("main").getByRole("link", { name: sp.bookAppointment });
        await expect(books.first()).toBeVisible();
        await books.first().click();
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/book-appointment\\?service=${slug}$`), { timeout: 30_000 });
        await expect(chosenService(page, lang), slug).toHaveText(fill(m.Booking.serviceOption, { name, price }));
        await expect(page.getByText(fill(m.Booking.appointmentPrice, { price }))).toBeVisible();
        // A remote session says nobody comes to the shop; a visit does not.
        await expect(page.getByText(m.Booking.remoteVisit)).toHaveCount(REMOTE.has(slug) ? 1 : 0);
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

// Staff change a price on the console: the service pages in both languages,
// the next booking and its confirmation show it at once, while an appointment
// booked before keeps its own. In this file so the catalogue tests above
// never see the changed price (a file's tests run in order, in one worker);
// the price is put back through the console, which renders the pages again.
test("a new price on the console shows at once on the pages, the next booking and its email; a booked appointment keeps its own", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const [en, es] = languages;
  const a = en.messages.Admin.services;
  const key = "hardwareUpgrades" as const;
  const name = en.messages.Booking.services[key].name;
  const db = serviceClient();
  const staff = await browser.newContext();
  await signInAsStaff(staff, baseURL!);
  const consolePage = await staff.newPage();
  const setPrice = async (price: string) => {
    await consolePage.goto(adminPath(en, "/services"));
    const form = consolePage.getByRole("region", { name });
    await form.getByLabel(a.fields.price).fill(price);
    await form.getByRole("button", { name: fill(a.save, { name }) }).click();
    await expect(consolePage.locator("[data-sonner-toast]").filter({ hasText: a.saved.title }).first()).toBeVisible({ timeout: 30_000 });
  };
  // A retry after a failure that left the new price: put it back the same way first.
  const { data: before } = await db.from("services").select("price_cents").eq("slug", "hardware-upgrades").single();
  if (before!.price_cents !== 6500) await setPrice("65");
  const { data: service } = await db.from("services").select("id, price_cents").eq("slug", "hardware-upgrades").single();
  expect(service!.price_cents).toBe(6500);

  // An appointment booked at today's price ($65), at night so nothing else books over it.
  const earlier = await createConfirmedUser({ locale: "en" });
  const night = new Date(slotInstant(bookingDay(38, 1), "09:00").getTime() + (12 * 60 + Math.floor(Math.random() * 100) * 3) * 60_000);
  const { data: booked, error } = await db
    .from("appointments")
    .insert({ user_id: earlier.id, service_id: service!.id, service_name: name, appointment_date: night.toISOString(), duration: 60, status: "pending" })
    .select("id, price_cents")
    .single();
  expect(error).toBeNull();
  expect(booked!.price_cents).toBe(6500);

  await setPrice("82.50");
  try {
    // Both languages' pages, rendered again: never the old price. A visitor's own browser:
    // the Spanish page would leave its language cookie on the console's.
    const visitor = await browser.newContext();
    for (const lang of [en, es]) {
      const page = await visitor.newPage();
      await page.goto(`${lang.prefix}/services/hardware-upgrades`);
      await expect(page.locator("#service-access-heading").locator("..")).toContainText(
        fill(lang.messages.ServicePage.access.bookOffer, { name: lang.messages.Booking.services[key].name, price: "$82.50", minutes: 60 }),
      );
    }
    await visitor.close();

    // The next booking is at the new price, and its confirmation says so.
    const customer = await browser.newContext();
    const user = await signedInCustomer(customer, baseURL, "es");
    const page = await customer.newPage();
    await page.goto(`${es.prefix}/book-appointment?service=hardware-upgrades`);
    await pickDay(page, es, bookingDay(38));
    await expect(chosenService(page, es)).toHaveText(fill(es.messages.Booking.serviceOption, { name: es.messages.Booking.services[key].name, price: "$82.50" }));
    await checkSlot(page, es, slotRadio(page, es, "10:00"));
    await page.getByRole("button", { name: es.messages.Booking.submit }).click();
    await expectAppointmentsTab(page, es);
    const confirmation = await waitForEmail(user.email, (mail) => mail.subject.startsWith(es.messages.Emails.confirmed.subject.split("{")[0]!), "the confirmation");
    expect(confirmation.text).toContain("$82.50");
    const { data: made } = await db.from("appointments").select("price_cents").eq("user_id", user.id);
    expect(made).toEqual([{ price_cents: 8250 }]);
    await customer.close();

    // The appointment booked before keeps $65.
    const { data: kept } = await db.from("appointments").select("price_cents").eq("id", booked!.id).single();
    expect(kept!.price_cents).toBe(6500);
  } finally {
    await setPrice("65");
    await db.from("appointments").delete().eq("id", booked!.id);
    await staff.close();
  }
});
