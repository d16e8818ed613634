import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addCompileHints, compileHint } from "@/scripts/add-compile-hints";

function fakeBuild() {
  const distDir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  mkdirSync(path.join(distDir, "static", "chunks"), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(path.join(distDir, file), text);
  write("build-manifest.json", JSON.stringify({ rootMainFiles: ["static/chunks/framework.js", "static/chunks/runtime.js"] }));
  write("static/chunks/framework.js", "framework();\n");
  write("static/chunks/runtime.js", "runtime();\n");
  write("static/chunks/page.js", "page();\n");
  return { distDir, read: (file: string) => readFileSync(path.join(distDir, "static", "chunks", file), "utf8") };
}

describe("addCompileHints", () => {
  it("marks the chunks every page runs at load, and no other", () => {
    const build = fakeBuild();
    expect(addCompileHints(build.distDir)).toEqual(["static/chunks/framework.js", "static/chunks/runtime.js"]);
    expect(build.read("framework.js")).toBe(`${compileHint}framework();\n`);
    expect(build.read("runtime.js")).toBe(`${compileHint}runtime();\n`);
    expect(build.read("page.js")).toBe("page();\n");
  });

  it("changes nothing when run again on the same build", () => {
    const build = fakeBuild();
    addCompileHints(build.distDir);
    expect(addCompileHints(build.distDir)).toEqual([]);
    expect(build.read("framework.js")).toBe(`${compileHint}framework();\n`);
  });
});
