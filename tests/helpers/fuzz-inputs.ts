import fc from "fast-check";

// What a browser (or anyone posing as one) could send as a value, for the
// fuzz tests: the usual, and the nasty.

/** Strings: empty and blank, NUL and other control characters, right-to-left and combining marks, emoji, SQL and HTML fragments, 10 000 characters, impossible dates and a DST gap, dates far off, ids that are not UUIDs. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    "   ",
    "\u0000",
    "a\u0000b",
    "\u202eevil",
    "e\u0301\u0301\u0301",
    "🧑🏽‍💻🔥",
    "'; drop table public.appointments; --",
    "<script>alert(1)</script>",
    "x".repeat(10_000),
    "2026-02-30",
    "2027-03-14T02:30:00-05:00",
    "2031-01-01T15:00:00Z",
    "1999-12-31T23:59:59Z",
    "not-a-uuid",
    "00000000-0000-0000-0000-000000000000",
    "NaN",
    "-1",
    "1e309",
  ),
);
/** Any JSON value: strings as above, numbers, booleans, null, arrays and objects. */
export const anyValue = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);
