import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientNamespaces, type ClientArea } from "@/i18n/client-messages";
import en from "@/messages/en.json";

// The browser only gets the namespaces listed in i18n/client-messages.tsx. A
// client component that reads another one would show raw keys, so this reads
// every client module under components/, follows its imports, and checks
// each `useTranslations("…")` against its folder's list.
const root = path.resolve(__dirname, "../..");
const components = path.join(root, "components");
const source = (file: string) => readFileSync(file, "utf8");

function resolveImport(from: string, specifier: string) {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find((file) => statSync(file, { throwIfNoEntry: false })?.isFile()) ?? null;
}

function namespacesReadBy(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const text = source(file);
  const found = new Set([...text.matchAll(/useTranslations\(\s*"([^".]+)/g)].map((m) => m[1]!));
  for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
    const target = resolveImport(file, specifier!);
    if (target) for (const namespace of namespacesReadBy(target, seen)) found.add(namespace);
  }
  return found;
}

const clientModules = readdirSync(components, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join(components, file))
  .filter((file) => /^\s*"use client"/.test(source(file)));

describe("messages sent to the browser", () => {
  it("finds the client modules", () => {
    expect(clientModules.length).toBeGreaterThan(20);
  });

  it.each(clientModules.map((file) => [path.relative(root, file), file]))("%s reads only namespaces its area sends", (_, file) => {
    const area = path.relative(components, file).split(path.sep)[0]!;
    const sent = new Set<string>([...clientNamespaces.site, ...(area in clientNamespaces ? clientNamespaces[area as ClientArea] : [])]);
    expect([...namespacesReadBy(file)].filter((namespace) => !sent.has(namespace))).toEqual([]);
  });

  it("every listed namespace exists", () => {
    for (const namespace of Object.values(clientNamespaces).flat()) expect(Object.keys(en)).toContain(namespace);
  });
});
