import { expect, test } from "@playwright/test";
import { getLegalDocument } from "@/content/legal";
import { expectSeoTags, languages } from "./helpers/public";

const slugs = ["privacy-policy", "terms-of-service", "cookie-policy"] as const;

for (const { locale, prefix, messages: m } of languages) {
  test(`legal pages: text, fixed date, contact block, footer links (${locale})`, async ({ page }) => {
    for (const slug of slugs) {
      const doc = getLegalDocument(locale, slug);
      const response = await page.goto(`${prefix}/${slug}`);
      expect(response?.status(), slug).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(doc.title);
      await expect(main.getByText(m.Legal.lastUpdated.replace("{date}", ""))).toContainText(/\d{4}/);
      for (const section of doc.sections) {
        await expect(main.getByRole("heading", { level: 2, name: section.heading, exact: true })).toBeVisible();
      }
      const contact = main.locator("section", { has: page.getByRole("heading", { name: m.Legal.contactHeading }) });
      await expect(contact.getByRole("link", { name: "support@bytewisetech.com" })).toHaveAttribute("href", "mailto:support@bytewisetech.com");
      await expect(contact.getByRole("link", { name: "(512) 555-0147" })).toHaveAttribute("href", "tel:+15125550147");
      await expect(contact).toContainText("Austin, TX");
      await expectSeoTags(page, prefix, `/${slug}`);
    }
    await page.getByRole("contentinfo").getByRole("link", { name: m.Footer.privacy }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/privacy-policy$`), { timeout: 30_000 });
  });
}

test("the legal texts carry the shop's policies", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("main")).toContainText(/18/);
  await page.goto("/terms-of-service");
  const terms = page.getByRole("main");
  for (const rule of [/24 hours/, /50%/, /7 days/, /30-day/]) await expect(terms).toContainText(rule);
  await page.goto("/cookie-policy");
  const cookies = page.getByRole("main");
  for (const key of ["NEXT_LOCALE", "bytewise-theme", "i18nextLng"]) await expect(cookies).toContainText(key);
});
