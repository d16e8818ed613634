import { expect, test, type Page } from "@playwright/test";
import es from "@/messages/es.json" with { type: "json" };
import { serviceClient, uniqueEmail } from "./helpers/supabase";
import { languages, uniqueIp } from "./helpers/public";
import { fillReviewForm, publicReviewsWithText, storedReviews } from "./helpers/public-review";

/** Reloads a statically regenerated page until `text` shows (revalidate = 60 s) or the time is up. */
async function reloadUntilShown(page: Page, url: string, text: string, deadline: number) {
  while (Date.now() < deadline) {
    await page.goto(url);
    if ((await page.getByText(text).count()) > 0) return true;
    await page.waitForTimeout(3_000);
  }
  return false;
}

test("a submitted review stays hidden until approved, then appears on /reviews within a minute", async ({ page }) => {
  test.setTimeout(90_000);
  const lang = languages[0];
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
  await page.goto("/contact");
  const email = uniqueEmail("approve");
  const text = `Recovered every photo from my dead drive. ${email}`;
  await fillReviewForm(page, lang, { name: "Marta Ruiz", email, service: "data-recovery", rating: 5, review: text });
  await page.getByRole("button", { name: lang.messages.ReviewForm.submit }).click();
  await expect(page.getByText(lang.messages.ReviewForm.success)).toBeVisible();

  const [stored] = await storedReviews(email);
  expect(stored?.approved).toBe(false);
  // Not approved: the public data path does not return it, and the pages do not show it.
  expect(await publicReviewsWithText(text)).toEqual([]);
  await page.goto("/reviews");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);

  const { error } = await serviceClient().from("reviews").update({ approved: true }).eq("id", stored!.id);
  expect(error).toBeNull();
  expect(await publicReviewsWithText(text)).toHaveLength(1);

  const deadline = Date.now() + 75_000;
  expect(await reloadUntilShown(page, "/reviews", text, deadline), "shown on /reviews").toBe(true);
  const card = page.locator("figure", { hasText: text });
  await expect(card.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expect(card).toContainText("Marta Ruiz");
  await expect(card).toContainText("Data Recovery");
  await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

  expect(await reloadUntilShown(page, "/es/reviews", text, deadline), "shown on /es/reviews").toBe(true);
  const esCard = page.locator("figure", { hasText: text });
  await expect(esCard).toContainText(es.ServiceNames["data-recovery"]);
  await expect(esCard.getByRole("img", { name: "Calificación: 5 de 5" })).toBeVisible();
});
