import { expect, test } from "@playwright/test";
import { PUBLIC_PATHS } from "@/lib/site/public-pages";
import { measurePageJs } from "@/scripts/bench/measure-js";
import { languages } from "./helpers/public";

// Every public page loads at most 172 KB of JavaScript (gzip) at startup, as
// `npm run bench:pages` measures it (docs/performance.md). Byte counts do not
// move between runs, so this holds the budget in every CI run; the bench adds
// Lighthouse. /book-appointment is measured signed in by booking-budget.spec.ts.
const BUDGET_KB = 172;
// What every page shares (layout, header, footer, error boundary): a page's own
// code comes on top of it. About 150 KB; past this, something heavy reached the
// shared bundle (tailwind-merge through the error boundary's <Button> did).
const SHARED_KB = 155;

test("every public page loads under the JavaScript budget, in both languages", async ({ baseURL }) => {
  const cache = new Map<string, number>();
  const sizes: string[] = [];
  for (const lang of languages) {
    for (const path of PUBLIC_PATHS) {
      const url = `${baseURL}${lang.prefix}${path === "/" && lang.prefix ? "" : path}`;
      const { bytes } = await measurePageJs(url, cache);
      sizes.push(`${lang.prefix}${path} ${(bytes / 1024).toFixed(1)}`);
      expect.soft(bytes / 1024, `${url} (KB gzip)`).toBeLessThan(BUDGET_KB);
    }
  }
  const { bytes: about } = await measurePageJs(`${baseURL}/about`, cache);
  expect(about / 1024, "JavaScript every page shares (KB gzip, /about)").toBeLessThan(SHARED_KB);
  test.info().annotations.push({ type: "public pages JS (KB gzip)", description: sizes.join(", ") });
});
