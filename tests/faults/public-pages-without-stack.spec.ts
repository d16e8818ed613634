import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { e2eEnv } from "@/scripts/e2e-env";
import { languages } from "../e2e/helpers/public";
import { serviceClient } from "../e2e/helpers/supabase";
import { expect, test } from "./helpers/servers";

// Supabase is unreachable while visitors read the public pages. They are
// static (regenerated at most once a minute), so they keep serving; a page
// that has to be regenerated meanwhile renders without the data it reads.

const [en, es] = languages;
const distDir = process.env.NEXT_DIST_DIR || e2eEnv.NEXT_DIST_DIR;

/**
 * Regenerates static pages now, as Next does in the background once one is
 * older than its `revalidate` (60 s): a request carrying the build's
 * preview id in x-prerender-revalidate (how Next's own on-demand
 * revalidation reaches a page). Paths are the locale routes themselves.
 */
async function regenerate(request: APIRequestContext, paths: string[]) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as { preview: { previewModeId: string } };
  await Promise.all(
    paths.map(async (page) => {
      const response = await request.get(page, { headers: { "x-prerender-revalidate": manifest.preview.previewModeId } });
      expect(response.status(), `regenerating ${page}`).toBe(200);
      expect(response.headers()["x-nextjs-cache"]).toBe("REVALIDATED");
    }),
  );
}

const PAGES = ["/en", "/es", "/en/reviews", "/es/reviews"];

test("with the stack down, the public pages still answer 200 with their content; a page regenerated meanwhile shows the reviews' error state", async ({ page, request, servers }) => {
  // An approved review, on the pages before the outage.
  const text = `Recovered every photo from a dead laptop drive (${Date.now().toString(36)}).`;
  const db = serviceClient();
  const { data: review, error } = await db.from("reviews").insert({ name: "Iris Outage", email: "iris@example.com", service: "data-recovery", rating: 5, review_text: text, approved: false }).select("id").single();
  expect(error).toBeNull();
  expect((await db.from("reviews").update({ approved: true }).eq("id", review!.id)).error).toBeNull();
  await regenerate(request, PAGES);

  await servers.stack.stop();
  try {
    // Served from the static cache: everything as before, the review included.
    for (const [url, heading] of [
      ["/", en.messages.Home.heroTitle],
      ["/services/computer-repair", null],
      ["/reviews", en.messages.Reviews.heading],
      ["/es/reviews", es.messages.Reviews.heading],
    ] as const) {
      // Unprefixed paths follow the language cookie an /es page sets: each visit starts without one.
      await page.context().clearCookies();
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      else await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (url !== "/services/computer-repair") await expect(page.getByText(text)).toBeVisible();
    }

    // Regenerated without Supabase: still 200, the page whole, the reviews replaced by their translated error state.
    await regenerate(request, PAGES);
    for (const lang of [en, es]) {
      await page.context().clearCookies();
      const response = await page.goto(`${lang.prefix}/reviews`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.messages.Reviews.heading);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(lang.messages.Reviews.error);
      await expect(page.getByText(text)).toHaveCount(0);
    }
    // The home page shows its reviews section with the "be the first" prompt
    // when the load fails (its documented choice: app/[locale]/(site)/page.tsx).
    await page.context().clearCookies();
    const home = await page.goto("/");
    expect(home?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.messages.Home.heroTitle);
    const reviews = page.locator("#reviews");
    await expect(reviews.getByRole("heading", { level: 2 })).toHaveText(en.messages.Home.reviewsHeading);
    await expect(reviews.getByText(en.messages.Reviews.empty)).toBeVisible();
  } finally {
    await servers.stack.start();
  }

  // Back up: the next regeneration brings the review back; nothing was lost.
  await regenerate(request, PAGES);
  await page.context().clearCookies();
  await page.goto("/reviews");
  await expect(page.getByText(text)).toBeVisible();
  const { data: kept } = await db.from("reviews").select("id, approved").eq("review_text", text);
  expect(kept).toEqual([{ id: review!.id, approved: true }]);
});
