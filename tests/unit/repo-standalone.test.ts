import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Whoever clones the repository has nothing beside it: no file outside docs/
// may cite a document the repository does not hold, and every relative link of
// the README and docs/ must lead to a file that exists.
const root = resolve(import.meta.dirname, "../..");
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
const TEXT = /\.(ts|tsx|mjs|js|json|css|sql|toml|html|md|yml|yaml|sh|txt)$|(^|\/)(run|\.env\.example|\.gitignore)$/;
// Written with \u00a7 and [/] so that this file, which is checked too, does not cite them itself.
const OUTSIDE = /spec \u00a7|\u00a7\s?\d+ of the spec|\.\.[/]shared|shared[/](design|spec)/i;

describe("the repository stands on its own", () => {
  it("no tracked file outside docs/ cites a document the repository lacks", () => {
    const hits = tracked
      .filter((file) => TEXT.test(file) && !file.startsWith("docs/") && file !== "package-lock.json")
      .flatMap((file) =>
        readFileSync(join(root, file), "utf8")
          .split("\n")
          .flatMap((line, index) => (OUTSIDE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(hits).toEqual([]);
  });

  it("every relative link in README.md and docs/*.md leads to a file", () => {
    const docs = existsSync(join(root, "docs")) ? readdirSync(join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`) : [];
    const broken = ["README.md", ...docs].flatMap((file) =>
      [...readFileSync(join(root, file), "utf8").matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1]!)
        .filter((target) => !/^(https?:|mailto:|#)/.test(target))
        .filter((target) => !existsSync(resolve(root, dirname(file), target.split("#")[0]!)))
        .map((target) => `${file} → ${target}`),
    );
    expect(docs.length).toBeGreaterThan(0);
    expect(broken).toEqual([]);
  });
});

describe("the README's scripts table", () => {
  it("names every script in package.json", () => {
    const scripts = Object.keys(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts as Record<string, string>);
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const table = readme.slice(readme.indexOf("## Scripts"), readme.indexOf("\n## ", readme.indexOf("## Scripts") + 1));
    const named = new Set([...table.matchAll(/^\|([^|]*)\|/gm)].flatMap((row) => [...row[1]!.matchAll(/`([\w:-]+)/g)].map((m) => m[1]!)));
    expect(scripts.filter((script) => !named.has(script))).toEqual([]);
  });
});
