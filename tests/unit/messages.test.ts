import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ""): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string" ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const enFlat = flatten(en as Tree);
const esFlat = flatten(es as Tree);
// An ICU argument is `{name}` or `{name, type, …}`; plural branches such as `{No items}` are text.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ""));

describe("messages", () => {
  it("English and Spanish have the same keys", () => {
    expect(Object.keys(esFlat).sort()).toEqual(Object.keys(enFlat).sort());
  });

  it("no message is empty, and each translation uses the same placeholders", () => {
    for (const [key, text] of Object.entries(enFlat)) {
      expect(text.trim(), key).not.toBe("");
      expect(placeholders(esFlat[key] ?? ""), key).toEqual(placeholders(text));
    }
  });

  it("Spanish is translated, not copied (apart from names that are the same in both)", () => {
    const same = Object.keys(enFlat).filter((key) => enFlat[key] === esFlat[key] && enFlat[key]!.length > 12 && hasWords(enFlat[key]!));
    const allowed = /siteName|Language\.(en|es)|Footer\.(facebook|instagram|linkedin)/;
    expect(same.filter((key) => !allowed.test(key))).toEqual([]);
  });
});
