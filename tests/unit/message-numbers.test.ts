import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

// A number a rule owns (the cancellation window, a length limit, a range) is
// passed into the message as an ICU argument from its constant, so changing
// the rule changes every sentence that states it. Any other number in a
// message must be listed here, with the reason it belongs to no rule.
const NOT_A_RULE: Record<string, { numbers: string[]; why: string }> = {
  "Home.heroDescription": { numbers: ["30"], why: "the warranty promise, which no code enforces" },
  "Home.highlightWarranty": { numbers: ["30"], why: "the warranty promise, which no code enforces" },
  "ServicePage.contactDescription": { numbers: ["24"], why: "how fast staff answer email: a promise, not a rule" },
  "ContactInfo.emailReply": { numbers: ["24"], why: "how fast staff answer email: a promise, not a rule" },
  "Password.requirements": { numbers: ["1"], why: "one of each kind of character" },
  "Dashboard.profile.password.errors.requirements": { numbers: ["1"], why: "one of each kind of character" },
  "Estimates.editor.quantityInvalid": { numbers: ["0"], why: "any quantity above nothing: no rule owns a minimum" },
  "Estimates.editor.priceInvalid": { numbers: ["45", "50"], why: "an example price" },
  "Admin.search.queryHint": { numbers: ["1042"], why: "an example request reference" },
  "Dashboard.profile.phoneHint": { numbers: ["512", "555", "0147"], why: "an example phone number" },
  "Dashboard.profile.errors.phoneInvalid": { numbers: ["512", "555", "0147"], why: "an example phone number" },
  "Admin.customerRecord.edit.phoneHint": { numbers: ["512", "555", "0147"], why: "an example phone number" },
  "Admin.customerRecord.errors.phoneInvalid": { numbers: ["512", "555", "0147"], why: "an example phone number" },
  "Admin.newAppointment.caller.phoneHint": { numbers: ["512", "555", "0147", "1"], why: "an example phone number" },
  "Admin.newAppointment.errors.phoneInvalid": { numbers: ["512", "555", "0147", "1"], why: "an example phone number" },
  "Admin.services.hints.price": { numbers: ["75", "62", "50"], why: "an example price" },
  "Admin.services.errors.priceInvalid": { numbers: ["75", "62", "50"], why: "an example price" },
  "Admin.priceList.errors.priceInvalid": { numbers: ["75", "62", "50"], why: "an example price" },
  "Admin.services.hints.sortOrder": { numbers: [], why: "" },
  "Admin.services.errors.orderInvalid": { numbers: ["0"], why: "the lowest place in the list: no rule owns it" },
};

function* leaves(node: unknown, prefix = ""): Generator<[string, string]> {
  if (typeof node === "string") yield [prefix, node];
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) yield* leaves(value, prefix ? `${prefix}.${key}` : key);
  }
}

/** The numbers a message writes itself: ICU arguments, plural selectors (=0) and `#` left out. */
function writtenNumbers(message: string): string[] {
  let text = message;
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text.replace(/\{\s*\w+\s*(?:,\s*\w+\s*(?:,\s*[^{}]*)?)?\}/g, " ");
  }
  text = text.replace(/=\d+/g, " ");
  return [...text.matchAll(/\d+/g)].map((m) => m[0]);
}

describe("numbers in messages", () => {
  it("finds written numbers but not arguments", () => {
    expect(writtenNumbers("less than 24 hours")).toEqual(["24"]);
    expect(writtenNumbers("less than {hours} hours, {max, number} characters")).toEqual([]);
    expect(writtenNumbers("{count, plural, =0 {none} one {# item} other {# items, at most 3}}")).toEqual(["3"]);
  });

  for (const [lang, messages] of [["en", en], ["es", es]] as const) {
    it(`${lang}: a number a rule owns comes from its constant, never written in the text`, () => {
      const written = [...leaves(messages)].flatMap(([key, text]) => {
        const allowed = NOT_A_RULE[key]?.numbers ?? [];
        const stray = writtenNumbers(text).filter((n) => !allowed.includes(n));
        return stray.length ? [`${key}: ${stray.join(", ")}`] : [];
      });
      expect(written).toEqual([]);
    });
  }

  it("every exception still names a message with that number", () => {
    for (const [key, { numbers }] of Object.entries(NOT_A_RULE)) {
      const text = [...leaves(en)].find(([k]) => k === key)?.[1];
      expect(text, key).toBeDefined();
      for (const n of numbers) expect(writtenNumbers(text!), key).toContain(n);
    }
  });
});

describe("numbers in content/ (service pages and legal texts)", () => {
  const root = path.join(process.cwd(), "content");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));

  it("states the cancellation window and fee from their constants", () => {
    const written = files.flatMap((file) => {
      const text = readFileSync(path.join(root, file), "utf8");
      const hours = [...text.matchAll(/\d+ (?:hours|horas)/g)].filter((m) => /cancel/i.test(text.slice(Math.max(0, m.index - 120), m.index + 120)));
      const percent = [...text.matchAll(/\d+ ?%/g)];
      return [...hours, ...percent].map((m) => `${file}: ${m[0]}`);
    });
    expect(files.length).toBeGreaterThan(0);
    expect(written).toEqual([]);
  });
});
