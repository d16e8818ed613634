import { expect, test } from "@playwright/test";
import { formatDate } from "@/lib/rules/date-time";
import { REVIEW_RATING } from "@/lib/rules/business-rules";
import { adminPath, fill, reloadUntilShown, signInAsStaff, submitPendingReview } from "./helpers/admin";
import { expectToast } from "./helpers/dashboard";
import { languages, uniqueIp } from "./helpers/public";
import { fillReviewForm, publicReviewsWithText, storedReviews } from "./helpers/public-review";
import { serviceClient, uniqueEmail } from "./helpers/supabase";

// A review's whole way: a visitor sends it from the contact page, it stays
// off the site while it waits, staff approve it in the console, and it shows
// on /reviews and the home page; or staff delete it.

for (const lang of languages) {
  const r = lang.messages.Admin.reviews;
  const home = lang.prefix || "/";

  test.describe(`review queue (${lang.locale})`, () => {
    test("a visitor's review waits unpublished; staff approve it; it appears on /reviews and the home page", async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      const tag = Date.now().toString(36);
      const name = `Marta Ruiz ${tag}`;
      const email = uniqueEmail("approve");
      const text = `Recovered every photo from my dead drive (visit ${tag}).`;
      await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
      await page.goto(`${lang.prefix}/contact`);
      await fillReviewForm(page, lang, { name, email, service: "data-recovery", rating: 5, review: text });
      await page.getByRole("button", { name: lang.messages.ReviewForm.submit }).click();
      await expect(page.getByText(lang.messages.ReviewForm.success)).toBeVisible();

      // Waiting: stored unapproved, absent from the public data path and the page.
      const [stored] = await storedReviews(email);
      expect(stored?.approved).toBe(false);
      expect(await publicReviewsWithText(text)).toEqual([]);
      await page.goto(`${lang.prefix}/reviews`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(text)).toHaveCount(0);

      await signInAsStaff(context, baseURL!);
      await page.goto(adminPath(lang, "/reviews"));
      const item = page.getByRole("article", { name });
      await expect(item).toContainText(text);
      await expect(item.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
      await expect(item.getByRole("img", { name: fill(r.rating, { rating: 5, max: REVIEW_RATING.max }) })).toBeVisible();
      await item.getByRole("button", { name: fill(r.approveFor, { name }) }).click();
      await expectToast(page, r.approved.title, fill(r.approved.description, { name }));
      await page.reload();
      await expect(page.getByRole("article", { name })).toHaveCount(0);
      expect(await publicReviewsWithText(text)).toHaveLength(1);

      // Published at once (the action regenerates both pages); a minute at most otherwise.
      await context.clearCookies();
      const deadline = Date.now() + 75_000;
      expect(await reloadUntilShown(page, `${lang.prefix}/reviews`, text, deadline), "shown on /reviews").toBe(true);
      const card = page.locator("figure", { hasText: text });
      await expect(card.getByRole("img", { name: fill(lang.messages.Reviews.rating, { rating: 5, max: REVIEW_RATING.max }) })).toBeVisible();
      await expect(card).toContainText(name);
      await expect(card).toContainText(lang.messages.ServiceNames["data-recovery"]);
      await expect(card).not.toContainText(email);
      // The site's one date style (lib/rules/date-time.ts), on the day the review was written.
      await expect(card.locator("time")).toHaveText(formatDate(new Date(), lang.locale));
      expect(await reloadUntilShown(page, home, text, deadline), "shown on the home page").toBe(true);
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
