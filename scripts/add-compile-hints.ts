// The second half of `npm run build`: marks every chunk a page evaluates at
// startup (the framework's, listed in the build manifest, and each route's
// entry chunks, listed in its client reference manifest) with V8's explicit
// compile hint, a first line reading `//# allFunctionsCalledOnLoad` (Chrome and
// Edge 136+; other browsers see a comment). V8 then compiles those files'
// functions on a background thread while they stream in, instead of on the
// main thread the first time each one is called, which was most of a ~300 ms
// task (Lighthouse's mobile CPU) that delayed hydration on every page. Chunks
// loaded on demand (menus, dialogs, the review form's schema) are left alone:
// compiling code that may never run would cost memory for nothing.
// Running it twice changes nothing.
// Usage: tsx scripts/add-compile-hints.ts (reads NEXT_DIST_DIR like next.config.ts)
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { runInNewContext } from "node:vm";

export const compileHint = "//# allFunctionsCalledOnLoad\n";

type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> };

/** The chunks pages load from their HTML, as paths relative to the dist dir. */
function startupChunks(distDir: string): string[] {
  const buildManifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const chunks = new Set(buildManifest.rootMainFiles);
  const appDir = path.join(distDir, "server", "app");
  const manifests = readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith("_client-reference-manifest.js"));
  for (const file of manifests) {
    // Each manifest is a script that assigns globalThis.__RSC_MANIFEST[route].
    const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
    runInNewContext(readFileSync(path.join(appDir, file), "utf8"), sandbox);
    for (const route of Object.values(sandbox.__RSC_MANIFEST ?? {}))
      for (const files of Object.values(route.entryJSFiles ?? {})) files.forEach((chunk) => chunks.add(chunk));
  }
  return [...chunks].filter((chunk) => chunk.endsWith(".js")).sort();
}

/** Adds the hint to every startup chunk that lacks it; returns the files it changed. */
export function addCompileHints(distDir: string): string[] {
  const changed: string[] = [];
  for (const file of startupChunks(distDir)) {
    const chunk = path.join(distDir, file);
    const source = readFileSync(chunk, "utf8");
    if (source.startsWith(compileHint)) continue;
    writeFileSync(chunk, compileHint + source);
    changed.push(file);
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const changed = addCompileHints(distDir);
  console.log(`Compile hints: ${changed.length} startup chunk(s) marked in ${distDir}`);
}
