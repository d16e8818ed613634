import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import {
  BOOKING_ERROR_CODES, CONSOLE_ERROR_CODES, ESTIMATE_ERROR_CODES,
  DB_ERROR_CODES,
  DB_ERRORS,
  dbErrorKey,
  dbErrorMessagePath,
  ERROR_SURFACES,
  type ErrorSurface,
} from "@/lib/rules/db-errors";
import { toRestError } from "@/supabase/local/rest/errors";

const ROOT = process.cwd();
const MIGRATIONS = path.join(ROOT, "supabase/migrations");

/** Every SQLSTATE a migration raises by literal code (`errcode = '…'`, `raise sqlstate '…'`), comments left out. */
function raisedCodes(): Set<string> {
  const codes = new Set<string>();
  for (const name of readdirSync(MIGRATIONS).filter((file) => file.endsWith(".sql"))) {
    const sql = readFileSync(path.join(MIGRATIONS, name), "utf8").replace(/--.*$/gm, "");
    for (const m of sql.matchAll(/(?:errcode\s*=\s*|sqlstate\s+)'([0-9A-Z]{5})'/gi)) codes.add(m[1]!.toUpperCase());
  }
  return codes;
}

/** Our own codes start with a letter; PostgreSQL's own classes the app translates start with a digit. */
const OWN = (code: string) => /^[A-Z]/.test(code);
/** The classes of our own codes (their two letters), as the catalogue holds them. */
const OWN_CLASSES = [...new Set(Object.keys(DB_ERRORS).filter(OWN).map((code) => code.slice(0, 2)))].toSorted();

/** A message entry is a non-empty string, or a group whose texts all are. */
function hasText(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  return typeof value === "object" && value !== null && Object.values(value).length > 0 && Object.values(value).every(hasText);
}

const lookup = (messages: unknown, dotted: string) =>
  dotted.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), messages);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

describe("the database error catalogue (lib/rules/db-errors.ts)", () => {
  it("has an entry for every code the migrations raise, and none they no longer raise", () => {
    const raised = raisedCodes();
    expect(raised.size).toBeGreaterThan(10);
    for (const code of raised) expect(DB_ERRORS, `${code} is raised by a migration but has no catalogue entry`).toHaveProperty(code);
    for (const code of Object.keys(DB_ERRORS).filter(OWN)) expect(raised, `${code} is in the catalogue but no migration raises it`).toContain(code);
  });

  it("names each of our own codes exactly once", () => {
    const named = [...Object.values(BOOKING_ERROR_CODES), ...Object.values(CONSOLE_ERROR_CODES), ...Object.values(ESTIMATE_ERROR_CODES), ...Object.values(DB_ERROR_CODES)];
    expect(named.toSorted()).toEqual(Object.keys(DB_ERRORS).filter(OWN).toSorted());
  });

  it("gives the HTTP status PostgREST answers each code with", () => {
    for (const [code, entry] of Object.entries(DB_ERRORS)) {
      const error = Object.assign(new Error(entry.meaning), { code });
      expect(toRestError(error, true).status, code).toBe(entry.http);
    }
  });

  it("every key a surface shows has its text in English and Spanish", () => {
    for (const entry of Object.values(DB_ERRORS)) {
      for (const [surface, key] of Object.entries(entry.shows) as [ErrorSurface, string][]) {
        const where = dbErrorMessagePath(surface, key);
        expect(hasText(lookup(en, where)), `en: ${where}`).toBe(true);
        expect(hasText(lookup(es, where)), `es: ${where}`).toBe(true);
      }
    }
    expect(Object.keys(ERROR_SURFACES).length).toBeGreaterThan(0);
  });

  it("maps by code only: unknown codes, messages and empty values give null", () => {
    expect(dbErrorKey("booking", "BK003")).toBe("taken");
    expect(dbErrorKey("phoneBooking", "BK007")).toBe("customerBusy");
    expect(dbErrorKey("reschedule", "BK001")).toBeNull();
    for (const other of ["XX000", "toString", "__proto__", "Review rate limit reached", "", null, undefined]) {
      expect(dbErrorKey("review", other)).toBeNull();
    }
  });

  it("tells staff and customers each what an estimate refusal means for them", () => {
    const staffSees = Object.fromEntries(Object.values(ESTIMATE_ERROR_CODES).map((code) => [code, dbErrorKey("estimateStaff", code)]));
    expect(staffSees).toEqual({
      ES001: "alreadySent",
      ES002: "superseded",
      ES003: "alreadyAnswered",
      ES004: "validUntilPassed",
      ES005: "closed",
      ES006: "receiptRefused",
      ES007: "invalid",
      ES008: "dateOutOfRange",
      ES009: null,
      ES010: "approvedIsFinal",
    });
    // The customer's texts speak to the customer ("contact us"); staff never get them.
    expect(dbErrorKey("estimate", "ES004")).toBe("expired");
    expect(en.Estimates.errors.expired).toMatch(/contact us/i);
    expect(Object.values(staffSees)).not.toContain("expired");
    expect(Object.values(staffSees)).not.toContain("answered");
  });

  it("no code of ours, of any class, is written as a literal outside the catalogue", () => {
    const literal = new RegExp(`["'\`](?:${OWN_CLASSES.join("|")})[0-9A-Z]{3}["'\`]`);
    expect(OWN_CLASSES).toEqual(expect.arrayContaining(["BK", "CN", "ES", "PT", "RQ", "WB"]));
    expect(literal.test(`"${ESTIMATE_ERROR_CODES.alreadySent}"`)).toBe(true);
    expect(literal.test(`'${CONSOLE_ERROR_CODES.tooEarly}'`)).toBe(true);
    const offenders = ["lib", "components", "app", "i18n"]
      .flatMap(sourceFiles)
      .filter((file) => file !== path.join("lib", "rules", "db-errors.ts") && !file.endsWith("database.types.ts"))
      .filter((file) => literal.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("docs/architecture.md and the catalogue's header name every class of our codes, and no other", () => {
    const named = (text: string) => [...new Set([...text.matchAll(/`?\b([A-Z]{2})(?:…|\.\.\.|\d{3})`?/g)].map((m) => m[1]!))].toSorted();
    const docs = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
    const paragraph = docs.slice(docs.indexOf("Refusals carry SQLSTATEs"), docs.indexOf("Every code is written once"));
    const header = readFileSync(path.join(ROOT, "lib/rules/db-errors.ts"), "utf8").split("\n\n")[0]!;
    expect(paragraph.length).toBeGreaterThan(0);
    expect(named(paragraph)).toEqual(OWN_CLASSES);
    expect(named(header)).toEqual(OWN_CLASSES);
  });
});
