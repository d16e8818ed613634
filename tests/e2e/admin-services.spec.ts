import { expect, test } from "@playwright/test";
import { adminPath, fill, signInAsStaff } from "./helpers/admin";
import { applyTheme, expectNoSeriousA11yViolations, themeFor } from "./helpers/axe";
import { languages } from "./helpers/public";
import { SERVICE_ERROR_VALUES } from "@/lib/validation/admin-service";

// The console's Services page: every bookable service with its fields, in
// both languages and themes; invalid values are refused with the language's
// message before anything is saved. Changes no service (the price change and
// its effects: service-catalogue.spec.ts); adds an item to the price list,
// after refusing it incomplete (picking items: estimates.spec.ts).

for (const lang of languages) {
  const a = lang.messages.Admin.services;
  const values = SERVICE_ERROR_VALUES;

  test.describe(`the Services page (${lang.locale})`, () => {
    test("lists the eight services, refuses what cannot be booked, and passes axe in both themes", async ({ page, context, baseURL }) => {
      test.setTimeout(300_000);
      await signInAsStaff(context, baseURL!);
      await page.goto(adminPath(lang, "/services"));
      await expect(page.getByRole("heading", { level: 1, name: a.title })).toBeVisible();
      await expect(page.getByRole("navigation", { name: lang.messages.Admin.nav.label }).getByRole("link", { name: lang.messages.Admin.nav.services })).toHaveAttribute("aria-current", "page");
      for (const key of ["computerRepair", "mobileSupport", "remoteSupport", "techConsultation"] as const) {
        await expect(page.getByRole("region", { name: lang.messages.Booking.services[key].name })).toBeVisible();
      }

      const name = lang.messages.Booking.services.techConsultation.name;
      const form = page.getByRole("region", { name });
      const save = form.getByRole("button", { name: fill(a.save, { name }) });
      const field = (label: string) => form.getByLabel(label, { exact: true });

      await field(a.fields.price).fill("-5");
      await field(a.fields.duration).fill("500");
      await field(a.fields.nameEs).fill("   ");
      await save.click();
      await expect(form).toContainText(a.errors.priceNegative);
      await expect(form).toContainText(fill(a.errors.durationNoSlot, values));
      await expect(form).toContainText(a.errors.nameEsRequired);
      await expect(field(a.fields.price)).toHaveAttribute("aria-invalid", "true");

      await field(a.fields.price).fill("abc");
      await field(a.fields.duration).fill("10");
      await field(a.fields.descriptionEn).fill("x".repeat(1001));
      await save.click();
      await expect(form).toContainText(a.errors.priceInvalid);
      await expect(form).toContainText(fill(a.errors.durationNoSlot, values));
      await expect(form).toContainText(fill(a.errors.descriptionTooLong, values));

      // The price list: a new item is refused without its Spanish name or a price, then added.
      const p = lang.messages.Admin.priceList;
      const newItem = page.getByRole("form", { name: p.new });
      const itemField = (label: string) => newItem.getByLabel(label, { exact: true });
      const itemName = `Keyboard cleaning ${Date.now().toString(36)}`;
      await itemField(p.fields.nameEn).fill(itemName);
      await itemField(p.fields.price).fill("abc");
      await newItem.getByRole("button", { name: p.add }).click();
      await expect(newItem).toContainText(p.errors.nameEsRequired);
      await expect(newItem).toContainText(p.errors.priceInvalid);
      await expect(itemField(p.fields.price)).toHaveAttribute("aria-invalid", "true");

      for (const theme of [themeFor(lang.locale), themeFor(lang.locale, true)]) {
        await applyTheme(page, theme);
        await expectNoSeriousA11yViolations(page);
      }
      // Nothing was saved.
      await page.reload();
      await expect(page.getByRole("region", { name }).getByLabel(a.fields.price, { exact: true })).toHaveValue("65");
      await expect(page.getByRole("form", { name: itemName })).toHaveCount(0);

      await itemField(p.fields.nameEn).fill(itemName);
      await itemField(p.fields.nameEs).fill(`Limpieza de teclado ${itemName.split(" ").pop()}`);
      await itemField(p.fields.price).fill("12.5");
      await newItem.getByRole("button", { name: p.add }).click();
      const added = page.getByRole("form", { name: itemName });
      await expect(added.getByLabel(p.fields.price, { exact: true })).toHaveValue("12.50");
      await expect(itemField(p.fields.nameEn)).toHaveValue("");
    });
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the Services page fits 375 px", async ({ page, context, baseURL }) => {
    await signInAsStaff(context, baseURL!);
    await page.goto(adminPath(languages[1], "/services"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
