import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import WebSocket from "ws";

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

/**
 * Lighthouse resets caches and storage between runs but keeps cookies, and a
 * Spanish page sets the locale cookie that sends every later unprefixed URL to
 * its Spanish twin (`/` to `/es`). Each run starts without cookies, like a
 * first visit, so each row measures the page it names.
 */
async function clearCookies(port: number) {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  socket.send(JSON.stringify({ id: 1, method: "Storage.clearCookies" }));
  await new Promise((resolve) => socket.once("message", resolve));
  socket.close();
}

/** One Chromium for all runs; Lighthouse opens a fresh tab (mobile emulation, simulated throttling) per run. */
export async function openChrome(chromePath: string) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags, logLevel: "silent" });
  return {
    async audit(url: string): Promise<LighthouseScores> {
      await clearCookies(chrome.port);
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
      if (result.lhr.finalDisplayedUrl !== url) throw new Error(`Lighthouse measured ${result.lhr.finalDisplayedUrl}, not ${url}`);
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
