import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  /** Failing audits of the accessibility, best-practices and SEO categories. */
  failed: string[];
}

const flags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

/** One Chromium for all runs; Lighthouse opens a fresh tab (mobile emulation, simulated throttling) per run. */
export async function openChrome(chromePath: string) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags, logLevel: "silent" });
  return {
    async audit(url: string): Promise<LighthouseScores> {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const failed = ["accessibility", "best-practices", "seo"].flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}:${ref.id}`),
      );
      return {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        failed,
      };
    },
    close: () => chrome.kill(),
  };
}
