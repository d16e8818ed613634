import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// lib/ is sorted by layer (docs/architecture.md, "Where a file goes in lib/"):
// every file sits directly in one of these folders, and the only sub-folder
// of a layer is the email templates. A new layer or sub-folder is a decision
// to write down there first, then here.

const LIB = path.join(process.cwd(), "lib");
const LAYERS = ["actions", "data", "proxy", "rules", "server", "site", "supabase", "ui", "validation"];
const SUB_FOLDERS = ["server/notification-templates"];

describe("lib/ layout", () => {
  const entries = readdirSync(LIB, { withFileTypes: true });

  it("holds the layer folders and nothing else", () => {
    expect(entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    expect(entries.map((entry) => entry.name).sort()).toEqual(LAYERS);
  });

  it("keeps each layer flat but for the listed sub-folders", () => {
    const folders = LAYERS.flatMap((layer) =>
      readdirSync(path.join(LIB, layer), { recursive: true, encoding: "utf8" })
        .filter((name) => statSync(path.join(LIB, layer, name)).isDirectory())
        .map((name) => [layer, ...name.split(path.sep)].join("/")),
    );
    expect(folders.sort()).toEqual(SUB_FOLDERS);
  });

  it("names every file in kebab case", () => {
    const files = LAYERS.flatMap((layer) => readdirSync(path.join(LIB, layer), { recursive: true, encoding: "utf8" }));
    const wrong = files.filter((file) => /\.\w+$/.test(file) && !/^[a-z0-9]+(-[a-z0-9]+)*(\.(types|narrow))?\.tsx?$/.test(path.basename(file)));
    expect(wrong).toEqual([]);
  });
});
