// `npm run bench:pages`: builds the site (into .next-bench), serves it with a
// fresh in-memory local stack, and measures every public page in both
// languages, plus a bare Next.js page built in the same run, with Lighthouse
// (mobile, Debian's Chromium) and by the gzipped JavaScript each page loads.
// Both apps are served as a deployment serves them: static chunks from a
// CDN-like front (scripts/bench/cdn-front.ts), pages from `next start`.
// Prints one markdown table. Options: --runs N (default 3), --only <substring>,
// --skip-build (reuse .next-bench), --keep (leave .next-bench). The site and its
// stack keep fixed ports (3410, 54351), because the build bakes both URLs into
// the pages (canonical links, the Supabase URL) and --skip-build reuses it.
import { rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import { localizePath } from "@/i18n/locale-from-path";
import { routing } from "@/i18n/routing";
import { PUBLIC_PATHS } from "@/lib/site/public-pages";
import { openChrome, type LighthouseScores } from "./bench/lighthouse";
import { measurePageJs } from "./bench/measure-js";
import { assertPortFree, freePort, run, startProcess, stopAll, waitFor } from "./bench/processes";
import { writeReferenceApp } from "./bench/reference-app";
import { judge, renderTable, type PageResult } from "./bench/report";
import { findChromium } from "./find-chromium";
import { keepingNextConfigFiles } from "./keep-files";

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option("--runs") ?? 3);
const only = option("--only");
const repo = process.cwd();
const distDir = ".next-bench";
const next = path.join(repo, "node_modules", "next", "dist", "bin", "next");

// The dynamic booking page belongs to another feature and is measured there.
const paths = PUBLIC_PATHS.filter((p) => p !== "/book-appointment");
const pages = routing.locales
  .flatMap((locale) => paths.map((p) => localizePath(locale, p)))
  .filter((p) => !only || p.includes(only));

/**
 * A page past its revalidate time (home and reviews: 60 s, so every round) is
 * served stale and rendered again in the background by `next start`, on the
 * two cores the browser under test uses. Deployed, that render runs on
 * Vercel's servers, never on the visitor's phone; measured here it lengthened
 * the page's own tasks (README, Performance, has the A/B). So each run first
 * requests the page and gives that render a second to finish; the same
 * request spares the first round a cold server.
 */
async function settle(url: string) {
  await (await fetch(url)).arrayBuffer();
  await sleep(1000);
}

async function main() {
  const chromePath = findChromium();
  const [stackPort, sitePort] = [54351, 3410];
  await Promise.all([assertPortFree(stackPort), assertPortFree(sitePort)]);
  const [referencePort, siteNextPort, referenceNextPort] = [await freePort(), await freePort(), await freePort()];
  const site = `http://localhost:${sitePort}`;
  const referenceSite = `http://localhost:${referencePort}`;
  const env = {
    NEXT_DIST_DIR: distDir,
    NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${stackPort}`,
    NEXT_PUBLIC_SITE_URL: site,
    NEXT_TELEMETRY_DISABLED: "1",
  };

  console.log(`▶ Local stack on :${stackPort}`);
  startProcess("stack", "npx", ["tsx", "supabase/local/main.ts"], {
    env: { LOCAL_STACK_PORT: String(stackPort), LOCAL_STACK_DATA_DIR: "memory", LOCAL_STACK_SITE_URL: site },
  });
  await waitFor(`http://127.0.0.1:${stackPort}/health`);

  if (!args.includes("--skip-build")) {
    console.log("▶ Building the site");
    await keepingNextConfigFiles(() => run("npm", ["run", "--silent", "build"], { env }));
  }
  console.log("▶ Building the bare reference page");
  const referenceDir = writeReferenceApp(repo);
  await run("node", [next, "build", referenceDir], { env: { NEXT_TELEMETRY_DISABLED: "1" } });

  startProcess("site", "node", [next, "start", "--port", String(siteNextPort)], { env });
  startProcess("reference", "node", [next, "start", referenceDir, "--port", String(referenceNextPort)]);
  const front = path.join("scripts", "bench", "cdn-front.ts");
  startProcess("site front", "npx", ["tsx", front, String(sitePort), String(siteNextPort), path.join(repo, distDir)]);
  startProcess("reference front", "npx", ["tsx", front, String(referencePort), String(referenceNextPort), path.join(referenceDir, ".next")]);
  await Promise.all([waitFor(site), waitFor(referenceSite)]);

  const targets = [
    { label: "bare Next.js page (reference)", url: `${referenceSite}/` },
    ...pages.map((p) => ({ label: p, url: `${site}${p}` })),
  ];

  const jsCache = new Map<string, number>();
  const results = new Map<string, PageResult>();
  for (const target of targets) {
    results.set(target.url, { label: target.label, js: (await measurePageJs(target.url, jsCache)).bytes, runs: [] });
  }

  const chrome = await openChrome(chromePath);
  try {
    // Round-robin, so any slowdown of the machine hits every page alike.
    for (let round = 1; round <= runs; round++) {
      for (const target of targets) {
        process.stdout.write(`\r▶ Lighthouse round ${round}/${runs}: ${target.label}`.padEnd(90));
        await settle(target.url);
        const scores: LighthouseScores = await chrome.audit(target.url);
        results.get(target.url)!.runs.push(scores);
      }
    }
  } finally {
    await chrome.close();
  }
  process.stdout.write("\n\n");

  const [reference, ...rest] = [...results.values()];
  const rows = judge(reference!, rest);
  console.log(renderTable(reference!, rows));
  rmSync(referenceDir, { recursive: true, force: true });
  if (!args.includes("--keep")) rmSync(path.join(repo, distDir), { recursive: true, force: true });
  if (rows.some((row) => !row.pass)) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
