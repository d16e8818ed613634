import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { formatDate, formatTime } from "@/lib/rules/date-time";
import { formatCents } from "@/lib/rules/estimate-format";
import { site } from "@/lib/site/business-profile";

// Every message, in both languages, rendered as the site renders it: each
// argument gets a sample of what the code passes (a time from the site's one
// time format, a date, the shop's phone number, money, a name), every
// branch of every select and plural is taken, and tags keep their text. The
// text that comes out must not carry a typographic fault: a double period (a
// sentence that ends with "p. m." and then its own period), a line break
// allowed inside or before "a. m." / "p. m." / "AM" / "PM" or inside the phone
// number (a plain space there), two spaces, a space before punctuation, an
// opening "¿" or "¡" without its closing mark, a Spanish z before e or i.

const SAMPLE_INSTANT = "2026-12-01T20:00:00Z";
/** Arguments that carry a time of day, or a date and a time ("when"), as the components pass them. */
const TIME_ARGS = new Set(["time", "opens", "closes", "end", "from", "until", "fromTime", "toTime"]);
const DATE_ARGS = new Set(["date", "fromDate", "toDate", "dates"]);
const MONEY_ARGS = new Set(["total", "amount", "price"]);
/** Where an argument is something else than its name says elsewhere, what the component passes. */
const ARG_SAMPLES: Record<string, (locale: "en" | "es") => Record<string, string>> = {
  // format.relativeTime: "5 minutes ago" / "hace 5 minutos".
  "Admin.overview.sweeper.lastRun": (locale) => ({ when: locale === "es" ? "hace 5 minutos" : "5 minutes ago" }),
  "Admin.overview.sweeper.late": (locale) => ({ when: locale === "es" ? "hace 5 minutos" : "5 minutes ago" }),
};
/** Faults a message has on purpose, and why. */
const ALLOWED: Record<string, { fault: string; why: string }> = {
  "Admin.newAppointment.errors.phoneInvalid": { fault: "a space before punctuation", why: "it lists the characters a phone number may hold: + ( ) . / -" },
};

function* leaves(node: unknown, prefix = ""): Generator<[string, string]> {
  if (typeof node === "string") yield [prefix, node];
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) yield* leaves(value, prefix ? `${prefix}.${key}` : key);
  }
}

type Arg = { name: string; type: TYPE; options?: string[] };

function argsOf(elements: MessageFormatElement[], found = new Map<string, Arg>()): Map<string, Arg> {
  for (const el of elements) {
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      const known = found.get(el.value);
      found.set(el.value, { name: el.value, type: el.type, options: [...new Set([...(known?.options ?? []), ...Object.keys(el.options)])] });
      for (const option of Object.values(el.options)) argsOf(option.value, found);
    } else if (el.type === TYPE.tag) {
      found.set(el.value, { name: el.value, type: el.type });
      argsOf(el.children, found);
    } else if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) {
      if (!found.has(el.value)) found.set(el.value, { name: el.value, type: el.type });
    }
  }
  return found;
}

function sample(arg: Arg, locale: "en" | "es", branch: number): unknown {
  switch (arg.type) {
    case TYPE.tag:
      return (chunks: string[]) => chunks.join("");
    case TYPE.number:
      return 5000;
    case TYPE.date:
    case TYPE.time:
      return new Date(SAMPLE_INSTANT);
    case TYPE.plural: {
      const counts = [1, 5, 0, 2];
      return counts[branch % counts.length];
    }
    case TYPE.select: {
      const options = arg.options!;
      return options[branch % options.length];
    }
    default:
      if (TIME_ARGS.has(arg.name)) return formatTime(SAMPLE_INSTANT, locale);
      if (DATE_ARGS.has(arg.name)) return formatDate(SAMPLE_INSTANT, locale);
      if (arg.name === "when") return `${formatDate(SAMPLE_INSTANT, locale)}, ${formatTime(SAMPLE_INSTANT, locale)}`;
      if (arg.name === "phone") return site.phone.display;
      if (MONEY_ARGS.has(arg.name)) return formatCents(6_500, locale);
      return "Ana";
  }
}

/** Each text the message can come out as: one per branch of its widest select or plural. */
function renderings(message: string, locale: "en" | "es", key = ""): string[] {
  const args = [...argsOf(parse(message)).values()];
  const branches = Math.max(1, ...args.map((a) => (a.type === TYPE.plural ? 4 : (a.options?.length ?? 1))));
  const format = new IntlMessageFormat(message, locale);
  return Array.from({ length: branches }, (_, branch) => {
    const values = { ...Object.fromEntries(args.map((arg) => [arg.name, sample(arg, locale, branch)])), ...ARG_SAMPLES[key]?.(locale) };
    const out = format.format(values);
    return Array.isArray(out) ? out.join("") : String(out);
  });
}

const FAULTS: [string, RegExp][] = [
  ["a double period", /(?<!\.)\.\.(?!\.)/],
  ["a breakable space inside a. m. / p. m.", /\b[ap]\. m\./],
  ["a breakable space before a. m. / p. m.", /\d [ap]\.\s?m\./],
  ["a breakable space before AM / PM", /\d (?:AM|PM)\b/],
  ["a breakable space inside the phone number", /\(\d{3}\) \d{3}/],
  ["two spaces", / {2}/],
  ["a space before punctuation", / [.,;:!?)]/],
  ["leading or trailing whitespace", /^\s|\s$/],
];

function faults(text: string, locale: "en" | "es"): string[] {
  const found = FAULTS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  if (locale === "es") {
    if ((text.match(/¿/g) ?? []).length > (text.match(/\?/g) ?? []).length) found.push("a ¿ without its ?");
    if ((text.match(/¡/g) ?? []).length > (text.match(/!/g) ?? []).length) found.push("a ¡ without its !");
    // Spanish writes c, not z, before e and i: "rechácelo", not "recházelo".
    if (/z[eéií]/i.test(text)) found.push("z before e or i");
  }
  return found;
}

describe("the fault finder", () => {
  it("finds each fault it looks for, and none in clean text", () => {
    expect(faults("Su cita es a las 2:00 p. m..", "es")).toEqual(expect.arrayContaining(["a double period", "a breakable space inside a. m. / p. m.", "a breakable space before a. m. / p. m."]));
    expect(faults("Call (512) 555-0147 at 2:00 PM", "en")).toEqual(["a breakable space before AM / PM", "a breakable space inside the phone number"]);
    expect(faults("¿Necesita ayuda", "es")).toEqual(["a ¿ without its ?"]);
    expect(faults("Espere , por favor.", "es")).toEqual(["a space before punctuation"]);
    expect(faults("Cargando...", "es")).toEqual([]);
    expect(faults("Apruébelo o recházelo.", "es")).toEqual(["z before e or i"]);
    expect(faults(`A las ${formatTime(SAMPLE_INSTANT, "es")} del ${formatDate(SAMPLE_INSTANT, "es")}.`, "es")).toEqual([]);
  });

  it("renders every branch and tag of a message", () => {
    expect(renderings("{count, plural, one {# cita} other {# citas}} <b>{name}</b>", "es")).toEqual(["1 cita Ana", "5 citas Ana", "0 citas Ana", "2 citas Ana"]);
    expect(renderings("{kind, select, a {uno} other {otro}} a las {time}", "es")).toEqual([
      `uno a las ${formatTime(SAMPLE_INSTANT, "es")}`,
      `otro a las ${formatTime(SAMPLE_INSTANT, "es")}`,
    ]);
  });
});

describe("typography of every message, with sample values", () => {
  for (const [locale, messages] of [["en", en], ["es", es]] as const) {
    it(`${locale}: no double period, no breakable "a. m." or phone number, no stray spaces`, () => {
      const all = [...leaves(messages)];
      expect(all.length).toBeGreaterThan(500);
      const found = all.flatMap(([key, message]) =>
        renderings(message, locale, key).flatMap((text) =>
          faults(text, locale)
            .filter((fault) => ALLOWED[key]?.fault !== fault)
            .map((fault) => `${key}: ${fault}: ${JSON.stringify(text)}`),
        ),
      );
      expect([...new Set(found)]).toEqual([]);
    });
  }

  it("every allowed fault is still there", () => {
    for (const [key, { fault }] of Object.entries(ALLOWED)) {
      const message = [...leaves(en)].find(([k]) => k === key)?.[1];
      expect(message, key).toBeDefined();
      expect(renderings(message!, "en", key).some((text) => faults(text, "en").includes(fault)), key).toBe(true);
    }
  });
});
