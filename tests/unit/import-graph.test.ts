import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The app's own modules and every import between them (type-only imports and
// import() included, as each still ties the two files together), read with
// TypeScript's pre-processor. No module may reach itself again: a circle
// means a type or a helper sits in the wrong file (move it to the lower one)
// or a registry is missing. docs/architecture.md, "Layers".

const ROOT = process.cwd();
const DIRS = ["app", "components", "lib", "i18n", "content", "supabase/local", "scripts"];
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
    .map((file) => path.join(dir, file));
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? specifier.slice(2) : specifier.startsWith(".") ? path.join(path.dirname(from), specifier) : null;
  if (base === null) return null;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    const full = path.join(ROOT, candidate);
    if (existsSync(full) && statSync(full).isFile() && /\.tsx?$/.test(candidate)) return path.normalize(candidate);
  }
  return null;
}

function importGraph(): Map<string, string[]> {
  const files = [...DIRS.flatMap(sources), ...readdirSync(ROOT).filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))];
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), "utf8"), true, true);
      return [file, importedFiles.map((i) => resolve(file, i.fileName)).filter((f): f is string => f !== null)];
    }),
  );
}

/** Strongly connected components with more than one module (or a module importing itself): Tarjan. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      for (let w = stack.pop()!; ; w = stack.pop()!) {
        onStack.delete(w);
        component.push(w);
        if (w === v) break;
      }
      if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("imports", () => {
  const graph = importGraph();

  it("reads the app's modules and resolves their imports", () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get(path.join("lib", "actions", "submit-review.ts"))).toContain(path.join("lib", "rules", "db-errors.ts"));
  });

  it("finds a circle when there is one", () => {
    expect(circles(new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a"]], ["d", ["a"]]]))).toEqual([["a", "b", "c"]]);
  });

  it("form no circle", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("never run from lib/ to components/ or app/, nor from i18n/ to lib/", () => {
    const wrong = [...graph].flatMap(([from, to]) =>
      to
        .filter((target) => (from.startsWith("lib/") && /^(components|app)\//.test(target)) || (from.startsWith("i18n/") && /^(lib|components|app)\//.test(target)))
        .map((target) => `${from} -> ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it("keep content/ between lib/ and lib/rules/: it reads only content/ and lib/rules/, and lib/rules/ and i18n/ never read it", () => {
    const wrong = [...graph].flatMap(([from, to]) =>
      to
        .filter((target) => (from.startsWith("content/") && !/^(content|lib\/rules)\//.test(target)) || (/^(lib\/rules|i18n)\//.test(from) && target.startsWith("content/")))
        .map((target) => `${from} -> ${target}`),
    );
    expect([...graph.keys()].filter((file) => file.startsWith("content/")).length).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it("never run from lib/'s client-safe layers to the session, the database or the server's work", () => {
    const wrong = [...graph].flatMap(([from, to]) =>
      to
        .filter((target) => /^lib\/(rules|validation|site|ui)\//.test(from) && /^lib\/(actions|data|server|supabase)\//.test(target))
        .map((target) => `${from} -> ${target}`),
    );
    expect(wrong).toEqual([]);
  });
});
