// The second half of `npm run build`: marks the framework chunks that every
// page evaluates at startup (React DOM, the Next.js router, the Turbopack
// runtime: the build manifest's `rootMainFiles`) with V8's explicit compile
// hint, a first line reading `//# allFunctionsCalledOnLoad` (Chrome and Edge
// 136+; other browsers see a comment). V8 then compiles every function in
// those files on a background thread while the file streams in, instead of
// on the main thread the first time each one is called, which was most of a
// ~300 ms task (Lighthouse's mobile CPU) that delayed hydration on every page.
// Only files that run whole at load are marked: eager compilation of code that
// never runs would cost memory for nothing. Running it twice changes nothing.
// Usage: tsx scripts/add-compile-hints.ts (reads NEXT_DIST_DIR like next.config.ts)
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const compileHint = "//# allFunctionsCalledOnLoad\n";

/** Adds the hint to the build's framework chunks; returns the files it changed. */
export function addCompileHints(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const changed: string[] = [];
  for (const file of manifest.rootMainFiles.filter((name) => name.endsWith(".js"))) {
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
  console.log(`Compile hints: ${changed.length} framework chunk(s) marked in ${distDir}`);
}
