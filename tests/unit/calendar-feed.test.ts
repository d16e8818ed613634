import { describe, expect, it } from "vitest";
import { buildTechnicianFeed, type FeedEvent } from "@/lib/rules/calendar-feed";
import { offsetChanges, vtimezone, zoneOffsetMinutes } from "@/lib/rules/calendar-timezone";
import { site } from "@/lib/site/business-profile";

const visit = (id: string, iso: string, minutes: number, extra: Partial<FeedEvent> = {}): FeedEvent => ({
  id,
  start: new Date(iso),
  end: new Date(new Date(iso).getTime() + minutes * 60_000),
  revision: 0,
  title: "Computer Repair: Alice Moreno",
  description: "Request #1004",
  location: "123 Main St, Austin, TX 78701",
  ...extra,
});

/** The unfolded content lines of an iCalendar text. */
const unfold = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

describe("a technician's calendar feed", () => {
  const stamp = new Date("2026-03-01T12:00:00Z");
  const events = [visit("a1", "2026-03-10T15:00:00Z", 60, { revision: 2 }), visit("b2", "2026-11-02T16:30:00Z", 30)];
  const text = buildTechnicianFeed({ name: "Sam Rivera: ByteWise visits", events, stamp, timeZone: "America/Chicago" });
  const lines = unfold(text);

  it("is a published calendar (no METHOD) with CRLF lines of at most 75 octets", () => {
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).not.toContainEqual(expect.stringMatching(/^METHOD:/));
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    for (const raw of text.split("\r\n")) expect(new TextEncoder().encode(raw).length).toBeLessThanOrEqual(75);
    expect(lines).toContain("X-WR-CALNAME:Sam Rivera: ByteWise visits");
    expect(lines).toContain("X-WR-TIMEZONE:America/Chicago");
  });

  it("writes each visit on the shop's clock with its TZID: 10:00 CDT in March, 10:30 CST in November", () => {
    expect(lines).toContain("DTSTART;TZID=America/Chicago:20260310T100000");
    expect(lines).toContain("DTEND;TZID=America/Chicago:20260310T110000");
    expect(lines).toContain("DTSTART;TZID=America/Chicago:20261102T103000");
    expect(lines).toContain("DTEND;TZID=America/Chicago:20261102T110000");
  });

  it("keeps the UID and SEQUENCE the customer's emailed files carry", () => {
    expect(lines).toContain(`UID:a1@${site.slug}`);
    expect(lines).toContain("SEQUENCE:2");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
  });

  it("holds the VTIMEZONE that defines the TZID, with the 2026 changes of offset", () => {
    const start = lines.indexOf("BEGIN:VTIMEZONE");
    const block = lines.slice(start, lines.indexOf("END:VTIMEZONE") + 1);
    expect(block).toContain("TZID:America/Chicago");
    // Spring forward at 02:00 CST on March 8; fall back at 02:00 CDT on November 1.
    expect(block.join("\n")).toContain("BEGIN:DAYLIGHT\nDTSTART:20260308T020000\nTZOFFSETFROM:-0600\nTZOFFSETTO:-0500\nEND:DAYLIGHT");
    expect(block.join("\n")).toContain("BEGIN:STANDARD\nDTSTART:20261101T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0600\nEND:STANDARD");
  });

  it("escapes text values", () => {
    const odd = buildTechnicianFeed({ name: "Ana, García; shop", events: [visit("c3", "2026-03-10T15:00:00Z", 15, { title: "Fix a\\b, c; d\ne" })], stamp });
    const l = unfold(odd);
    expect(l).toContain("X-WR-CALNAME:Ana\\, García\\; shop");
    expect(l).toContain("SUMMARY:Fix a\\\\b\\, c\\; d\\ne");
  });

  it("an empty feed is still a valid calendar with its zone", () => {
    const empty = unfold(buildTechnicianFeed({ name: "Sam", events: [], stamp }));
    expect(empty).toContain("BEGIN:VTIMEZONE");
    expect(empty).not.toContain("BEGIN:VEVENT");
  });
});

describe("zone offsets", () => {
  it("finds the minute each change happens, and none in a zone without daylight time", () => {
    const changes = offsetChanges("America/Chicago", new Date("2026-01-01T00:00:00Z"), new Date("2026-12-31T00:00:00Z"));
    expect(changes.map((c) => [c.at.toISOString(), c.from, c.to])).toEqual([
      ["2026-03-08T08:00:00.000Z", -360, -300],
      ["2026-11-01T07:00:00.000Z", -300, -360],
    ]);
    expect(offsetChanges("America/Phoenix", new Date("2026-01-01T00:00:00Z"), new Date("2026-12-31T00:00:00Z"))).toEqual([]);
    expect(zoneOffsetMinutes(new Date("2026-07-01T00:00:00Z"), "Asia/Kolkata")).toBe(330);
    expect(vtimezone("Asia/Kolkata", new Date("2026-07-01T00:00:00Z"), new Date("2026-07-02T00:00:00Z"))).toContain("TZOFFSETTO:+0530");
  });
});
