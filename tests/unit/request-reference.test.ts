import { describe, expect, it } from "vitest";
import { formatRequestReference, parseRequestReference } from "@/lib/rules/request-reference";

describe("request references", () => {
  it("formats the database's number as R-<number>", () => {
    expect(formatRequestReference(1042)).toBe("R-1042");
  });
  it("reads what a person types back, with or without the prefix", () => {
    for (const text of ["R-1042", "r1042", " R 1042 ", "1042", "r-1042"]) expect(parseRequestReference(text)).toBe(1042);
    for (const text of ["", "R-", "R-10a", "Q-1042", "1042-", "12345678901"]) expect(parseRequestReference(text)).toBeNull();
  });
});
