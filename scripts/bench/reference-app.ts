import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A bare Next.js App Router app in a temp folder, using this repo's installed
 * `next`: the yardstick the budgets are compared with. `/` is a static page
 * (bench:pages), `/dynamic` the same rendered per request (bench:load). It
 * lives outside the repo so it never shows up in the sitemap, the build or
 * the linters.
 */
export function writeReferenceApp(repoRoot: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-reference-"));
  mkdirSync(path.join(dir, "app"));
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ private: true, type: "module" }));
  // Turbopack compiles only under its root, which must hold both this folder and node_modules.
  writeFileSync(path.join(dir, "next.config.mjs"), `export default { turbopack: { root: "/" } };\n`);
  writeFileSync(
    path.join(dir, "app", "layout.jsx"),
    `export const metadata = { title: "Bare Next.js page", description: "Reference page for the page benchmark." };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  );
  writeFileSync(
    path.join(dir, "app", "page.jsx"),
    `export default function Page() {
  return <main><h1>Bare page</h1><p>A Next.js page with no extra code.</p></main>;
}
`,
  );
  mkdirSync(path.join(dir, "app", "dynamic"));
  writeFileSync(
    path.join(dir, "app", "dynamic", "page.jsx"),
    `import { connection } from "next/server";
export default async function Page() {
  await connection();
  return <main><h1>Bare page</h1><p>A Next.js page rendered per request, with no extra code.</p></main>;
}
`,
  );
  return dir;
}
