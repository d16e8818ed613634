import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axe from "axe-core";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { AXE_WCAG_TAGS } from "./axe-rules";

/** The minified engine: `axe.source` is the 1.5 MB unminified build, parsed again in every document. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Fails on any serious or critical WCAG 2.2 A/AA violation on the current page.
 * `exclude` leaves elements out: sandboxed iframes (the console's email
 * previews) must be, as a frame that may run no script cannot take axe's.
 *
 * axe-core runs in the page itself, injected once per document. The site's
 * only frames are those sandboxed previews, so frames are not visited.
 * (@axe-core/playwright opened a new page for every check to merge per-frame
 * results, and injected the engine again each time: 6 s a check here,
 * against under 1 s.)
 */
export async function expectNoSeriousA11yViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  // Next streams a page's <title> after its body, so just after a navigation or a
  // refresh the document can have none yet: axe checks the page once it has one,
  // and a page that never gets one still fails here.
  await expect(page, `a <title> on ${page.url()}`).toHaveTitle(/\S/);
  await settleAnimations(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const summary = await page.evaluate(
    async ({ tags, exclude }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const context = exclude ? { include: [document], exclude: [[exclude]] } : document;
      const results = await engine.run(context as axe.ElementContext, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
        iframes: false,
      });
      return results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    },
    { tags: AXE_WCAG_TAGS, exclude },
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Axe reads colours as painted, so a toast still fading in reads as low
 * contrast. Waits two frames (a toast starts its transition once mounted),
 * then for every finite animation or transition to end; spinners never do.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

export type Theme = "light" | "dark";

/**
 * The theme changes only colours and the language only text, so a screen is
 * checked in each language and each theme without running every pairing:
 * English in the light theme and Spanish in the dark one, or the other way
 * round when `swap` is set. Specs that walk several screens swap from one to
 * the next, so each language also meets each theme.
 */
export function themeFor(locale: "en" | "es", swap = false): Theme {
  return (locale === "en") !== swap ? "light" : "dark";
}

/** Every page `context` opens is in `theme`, stored as the theme switch stores it: no reload, where applyTheme reloads the open page. */
export async function openInTheme(context: BrowserContext, theme: Theme) {
  await context.addInitScript((value) => localStorage.setItem("bytewise-theme", value), theme);
}

/** Applies a theme the way the theme switch stores it, then reloads. */
export async function applyTheme(page: Page, theme: Theme) {
  await page.evaluate((value) => localStorage.setItem("bytewise-theme", value), theme);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
}
