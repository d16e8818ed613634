import { expect, test } from "@playwright/test";
import { adminPath, fill, reloadUntilShown, signInAsStaff, submitPendingReview } from "./helpers/admin";
import { expectToast } from "./helpers/dashboard";
import { languages } from "./helpers/public";
import { serviceClient } from "./helpers/supabase";

for (const lang of languages) {
  const r = lang.messages.Admin.reviews;
  const home = lang.prefix || "/";

  test.describe(`review queue (${lang.locale})`, () => {
    test("staff approve a pending review; it appears on /reviews and the home page", async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      const review = await submitPendingReview(`Rosa Delgado ${Date.now().toString(36)}`);
      await page.goto(`${lang.prefix}/reviews`);
      await expect(page.getByText(review.text)).toHaveCount(0);

      await signInAsStaff(context, baseURL!);
      await page.goto(adminPath(lang, "/reviews"));
      const item = page.getByRole("article", { name: review.name });
      await expect(item).toContainText(review.text);
      await expect(item.getByRole("link", { name: review.email })).toHaveAttribute("href", `mailto:${review.email}`);
      await expect(item.getByRole("img", { name: fill(r.rating, { rating: 4 }) })).toBeVisible();
      await item.getByRole("button", { name: fill(r.approveFor, { name: review.name }) }).click();
      await expectToast(page, r.approved.title, fill(r.approved.description, { name: review.name }));
      await page.reload();
      await expect(page.getByRole("article", { name: review.name })).toHaveCount(0);

      // Published at once (the action regenerates both pages); a minute at most otherwise.
      await context.clearCookies();
      const deadline = Date.now() + 75_000;
      expect(await reloadUntilShown(page, `${lang.prefix}/reviews`, review.text, deadline), "shown on /reviews").toBe(true);
      await expect(page.locator("figure", { hasText: review.text })).toContainText(review.name);
      await expect(page.locator("figure", { hasText: review.text })).not.toContainText(review.email);
      expect(await reloadUntilShown(page, home, review.text, deadline), "shown on the home page").toBe(true);
    });

    test("staff delete a review after confirming; keeping it changes nothing", async ({ page, context, baseURL }) => {
      const review = await submitPendingReview(`Spam Bot ${Date.now().toString(36)}`);
      await signInAsStaff(context, baseURL!);
      await page.goto(adminPath(lang, "/reviews"));
      const item = page.getByRole("article", { name: review.name });
      const remove = item.getByRole("button", { name: fill(r.deleteFor, { name: review.name }) });

      await remove.click();
      const dialog = page.getByRole("alertdialog", { name: r.deleteDialog.title });
      await expect(dialog).toContainText(fill(r.deleteDialog.body, { name: review.name }));
      await dialog.getByRole("button", { name: r.deleteDialog.keep }).click();
      await expect(dialog).toBeHidden();
      await expect(item).toBeVisible();

      await remove.click();
      await dialog.getByRole("button", { name: r.deleteDialog.confirm }).click();
      await expectToast(page, r.deleted.title, fill(r.deleted.description, { name: review.name }));
      await page.reload();
      await expect(page.getByRole("article", { name: review.name })).toHaveCount(0);
      const { data } = await serviceClient().from("reviews").select("id").eq("email", review.email);
      expect(data).toEqual([]);
    });
  });
}
