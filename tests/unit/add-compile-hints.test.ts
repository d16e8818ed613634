import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addCompileHints, compileHint } from "@/scripts/add-compile-hints";

/** A dist dir shaped like Next's: framework chunks, a route's entry chunks, a chunk loaded on demand. */
function fakeBuild() {
  const distDir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  mkdirSync(path.join(distDir, "static", "chunks"), { recursive: true });
  mkdirSync(path.join(distDir, "server", "app", "[locale]", "contact"), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(path.join(distDir, file), text);
  write("build-manifest.json", JSON.stringify({ rootMainFiles: ["static/chunks/framework.js"] }));
  const route = { entryJSFiles: { "[project]/app/[locale]/contact/page": ["static/chunks/layout.js", "static/chunks/form.js"] } };
  write(
    "server/app/[locale]/contact/page_client-reference-manifest.js",
    `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/[locale]/contact/page"]=${JSON.stringify(route)};`,
  );
  for (const name of ["framework", "layout", "form", "menu"]) write(`static/chunks/${name}.js`, `${name}();\n`);
  return { distDir, read: (name: string) => readFileSync(path.join(distDir, "static", "chunks", `${name}.js`), "utf8") };
}

describe("addCompileHints", () => {
  it("marks the framework's and every route's startup chunks, and no chunk loaded on demand", () => {
    const build = fakeBuild();
    expect(addCompileHints(build.distDir)).toEqual(["static/chunks/form.js", "static/chunks/framework.js", "static/chunks/layout.js"]);
    for (const name of ["framework", "layout", "form"]) expect(build.read(name)).toBe(`${compileHint}${name}();\n`);
    expect(build.read("menu")).toBe("menu();\n");
  });

  it("changes nothing when run again on the same build", () => {
    const build = fakeBuild();
    addCompileHints(build.distDir);
    expect(addCompileHints(build.distDir)).toEqual([]);
    expect(build.read("form")).toBe(`${compileHint}form();\n`);
  });
});
