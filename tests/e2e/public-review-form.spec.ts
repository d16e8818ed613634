import { expect, test } from "@playwright/test";
import { uniqueEmail } from "./helpers/supabase";
import { languages, localized, uniqueIp } from "./helpers/public";
import { expectFormReset, fillReviewForm, insertAsServer, starsLabel, storedReviews } from "./helpers/public-review";
import { REVIEW_RATE_LIMITS } from "@/lib/rules/business-rules";
import { HONEYPOT_FIELD } from "@/lib/validation/review-options";

test.beforeEach(async ({ page }) => {
  // Each test its own client address, so the database's per-address limit never mixes tests.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueIp() });
});

for (const lang of languages) {
  const { locale, prefix, messages: m } = lang;
  const f = m.ReviewForm;

  test.describe(`review form (${locale})`, () => {
    test("submit: Sending, success for 5 s, then an empty form; stored unapproved", async ({ page }) => {
      await page.goto(localized(prefix, "/contact"));
      const email = uniqueEmail("review");
      const text = `Fixed my Wi-Fi in one visit (${email}).`;
      await fillReviewForm(page, lang, { name: "Rosa Díaz", email, service: "network-setup", rating: 4, review: text });

      // Hold the server action's response so the submitting state can be seen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${localized(prefix, "/contact")}`, async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        await held;
        await route.continue();
      });
      await page.getByRole("button", { name: f.submit }).click();
      const sending = page.getByRole("button", { name: f.sending });
      await expect(sending).toBeDisabled();
      await expect(page.getByLabel(f.name, { exact: true })).toBeDisabled();
      release();

      const success = page.getByText(f.success);
      await expect(success).toBeVisible();
      const shownAt = Date.now();
      await expect(page.getByRole("button", { name: f.submit })).toBeVisible({ timeout: 8_000 });
      expect(Date.now() - shownAt).toBeGreaterThan(4_000);
      await expect(success).toBeHidden();
      await expectFormReset(page, lang);

      const rows = await storedReviews(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: "Rosa Díaz", service: "network-setup", rating: 4, review_text: text, approved: false });
    });

    test("missing fields and an invalid email are refused with messages", async ({ page }) => {
      await page.goto(localized(prefix, "/contact"));
      await page.getByRole("button", { name: f.submit }).click();
      for (const message of [f.errors.nameRequired, f.errors.emailRequired, f.errors.serviceRequired, f.errors.reviewRequired]) {
        await expect(page.getByText(message)).toBeVisible();
      }
      await expect(page.getByLabel(f.name, { exact: true })).toHaveAttribute("aria-invalid", "true");

      const email = uniqueEmail("badmail");
      await fillReviewForm(page, lang, { name: "Sam", email: "sam-at-example", service: "other", rating: 5, review: "Great help." });
      await page.getByRole("button", { name: f.submit }).click();
      await expect(page.getByText(f.errors.emailInvalid)).toBeVisible();
      await expect(page.getByText(f.errors.nameRequired)).toBeHidden();
      await page.getByLabel(f.email, { exact: true }).fill(email.replace("@", " @"));
      await page.getByRole("button", { name: f.submit }).click();
      await expect(page.getByText(f.errors.emailInvalid)).toBeVisible();
      await expect(page.getByText(f.success)).toBeHidden();
      expect(await storedReviews(email)).toHaveLength(0);
    });

    test("the star rating is a keyboard radio group announced as N stars", async ({ page }) => {
      await page.goto(localized(prefix, "/contact"));
      const group = page.getByRole("radiogroup", { name: f.rating });
      await expect(group.getByRole("radio")).toHaveCount(5);
      const five = group.getByRole("radio", { name: starsLabel(m, 5), exact: true });
      await expect(five).toHaveAttribute("aria-checked", "true");
      await five.focus();
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      const three = group.getByRole("radio", { name: starsLabel(m, 3), exact: true });
      await expect(three).toHaveAttribute("aria-checked", "true");
      await expect(three).toBeFocused();
      await page.keyboard.press("Home");
      await expect(group.getByRole("radio", { name: starsLabel(m, 1), exact: true })).toHaveAttribute("aria-checked", "true");
      await page.keyboard.press("End");
      await expect(five).toHaveAttribute("aria-checked", "true");
      await expect(group.locator('[tabindex="0"]')).toHaveCount(1);
    });
  });
}

test("a filled honeypot looks like success but stores nothing", async ({ page }) => {
  const lang = languages[0];
  await page.goto("/contact");
  const trap = page.locator(`input[name="${HONEYPOT_FIELD}"]`);
  await expect(trap).toHaveAttribute("tabindex", "-1");
  await expect(trap).toHaveAttribute("autocomplete", "off");
  await expect(page.locator(`[aria-hidden="true"]:has(input[name="${HONEYPOT_FIELD}"])`)).toHaveCount(1);
  const email = uniqueEmail("bot");
  await fillReviewForm(page, lang, { name: "Bot", email, service: "other", rating: 5, review: "Buy cheap stuff at example.com" });
  await trap.evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
  await page.getByRole("button", { name: lang.messages.ReviewForm.submit }).click();
  await expect(page.getByText(lang.messages.ReviewForm.success)).toBeVisible();
  expect(await storedReviews(email)).toHaveLength(0);
});

test.describe("rate limits kept in Postgres", () => {
  const lang = languages[1];
  const f = lang.messages.ReviewForm;
  const review = (email: string) => ({ name: "Luis", email, service: "other", rating: 5, review: "Muy buen servicio." });

  test(`more than ${REVIEW_RATE_LIMITS.perEmail.max} reviews a day from one email are refused and not stored`, async ({ page }) => {
    const email = uniqueEmail("limit-email");
    for (let i = 0; i < REVIEW_RATE_LIMITS.perEmail.max; i++) await insertAsServer(review(email), uniqueIp());
    await page.goto("/es/contact");
    await fillReviewForm(page, lang, review(email));
    await page.getByRole("button", { name: f.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: f.submitErrors.rateLimited })).toBeVisible();
    await expect(page.getByRole("button", { name: f.submit })).toBeHidden();
    expect(await storedReviews(email)).toHaveLength(REVIEW_RATE_LIMITS.perEmail.max);
    await page.getByRole("button", { name: f.tryAgain }).click();
    await expect(page.getByLabel(f.email, { exact: true })).toHaveValue(email);
  });

  test(`more than ${REVIEW_RATE_LIMITS.perClient.max} reviews an hour from one address are refused and not stored`, async ({ page }) => {
    const ip = uniqueIp();
    await page.setExtraHTTPHeaders({ "x-forwarded-for": ip });
    for (let i = 0; i < REVIEW_RATE_LIMITS.perClient.max; i++) await insertAsServer(review(uniqueEmail("limit-ip")), ip);
    const email = uniqueEmail("limit-ip-last");
    await page.goto("/es/contact");
    await fillReviewForm(page, lang, review(email));
    await page.getByRole("button", { name: f.submit }).click();
    await expect(page.getByText(f.submitErrors.rateLimited)).toBeVisible();
    expect(await storedReviews(email)).toHaveLength(0);
  });
});

test("a failed submission shows the error in place of the form, and Try again brings it back", async ({ page }) => {
  const lang = languages[0];
  const f = lang.messages.ReviewForm;
  await page.goto("/contact");
  const email = uniqueEmail("offline");
  await fillReviewForm(page, lang, { name: "Kim", email, service: "remote-support", rating: 2, review: "Could not connect." });
  await page.route("**/contact", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
  await page.getByRole("button", { name: f.submit }).click();
  await expect(page.getByRole("alert").filter({ hasText: "An error occurred while submitting your review" })).toBeVisible();
  await expect(page.getByLabel(f.name, { exact: true })).toBeHidden();
  await page.unroute("**/contact");
  await page.getByRole("button", { name: f.tryAgain }).click();
  await expect(page.getByLabel(f.name, { exact: true })).toHaveValue("Kim");
  await expect(page.getByRole("radio", { name: starsLabel(lang.messages, 2), exact: true })).toHaveAttribute("aria-checked", "true");
  expect(await storedReviews(email)).toHaveLength(0);
});
