import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { appointmentEvent, utcStamp } from "@/lib/rules/calendar-event";
import { googleCalendarUrl } from "@/lib/rules/calendar-google";
import { buildIcs, escapeText, foldLine } from "@/lib/rules/calendar-ics";
import { site } from "@/lib/site/business-profile";

/** 10:30 AM at the shop on a winter (CST, UTC-6) and a summer (CDT, UTC-5) day. */
const winter = new TZDate(2026, 11, 3, 10, 30, site.timeZone);
const summer = new TZDate(2026, 6, 14, 10, 30, site.timeZone);

const event = (start: Date, extra: Partial<{ title: string; description: string }> = {}) =>
  appointmentEvent(
    { id: "9b2f7c1e-0000-4000-8000-000000000001", appointment_date: start.toISOString(), duration: 90 },
    { title: extra.title ?? "Data Recovery - ByteWise", description: extra.description ?? "Appointment" },
  );

/** Unfolds and splits an iCalendar text into [name(with params), value] pairs. */
const parse = (ics: string) =>
  ics
    .replace(/\r\n /g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)] as const);

const value = (ics: string, name: string) => parse(ics).find(([key]) => key === name)?.[1];

/** "20261203T163000Z" -> Date */
const fromStamp = (stamp: string) =>
  new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));

describe("appointment event", () => {
  it("ends after the duration", () => {
    const e = event(winter);
    expect(e.end.getTime() - e.start.getTime()).toBe(90 * 60_000);
    expect(e.location).toContain(site.address.city);
  });

  it("stamps UTC", () => {
    expect(utcStamp(new Date("2026-12-03T16:30:00.000Z"))).toBe("20261203T163000Z");
  });
});

describe("ICS file", () => {
  it("is one CRLF-terminated calendar with one event", () => {
    const ics = buildIcs(event(winter), new Date("2026-11-22T12:00:00Z"));
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(parse(ics).filter(([k]) => k === "BEGIN").map(([, v]) => v)).toEqual(["VCALENDAR", "VEVENT"]);
    expect(value(ics, "DTSTAMP")).toBe("20261122T120000Z");
  });

  it("keeps the UID and takes SEQUENCE from the state's time, so a newer state replaces an older one", () => {
    const booked = buildIcs(event(winter), new Date("2026-11-22T12:00:00Z"));
    const moved = buildIcs(event(summer), new Date("2026-11-22T12:00:01Z"));
    expect(value(moved, "UID")).toBe(value(booked, "UID"));
    expect(Number(value(moved, "SEQUENCE"))).toBeGreaterThan(Number(value(booked, "SEQUENCE")));
    expect(value(booked, "SEQUENCE")).toBe(String((Date.UTC(2026, 10, 22, 12) - Date.UTC(2026, 0, 1)) / 1000));
    // Made later, but describing an older state: the lower SEQUENCE.
    const late = buildIcs(event(winter), new Date("2026-11-23T09:00:00Z"), new Date("2026-11-22T11:00:00Z"));
    expect(Number(value(late, "SEQUENCE"))).toBeLessThan(Number(value(booked, "SEQUENCE")));
  });

  it("starts at the shop's local time in winter and in summer", () => {
    for (const [start, hours] of [[winter, "16:30"], [summer, "15:30"]] as const) {
      const ics = buildIcs(event(start));
      const dtstart = fromStamp(value(ics, "DTSTART")!);
      expect(dtstart.toISOString().slice(11, 16)).toBe(hours);
      const local = new TZDate(dtstart, site.timeZone);
      expect([local.getHours(), local.getMinutes()]).toEqual([10, 30]);
      expect(fromStamp(value(ics, "DTEND")!).getTime() - dtstart.getTime()).toBe(90 * 60_000);
    }
  });

  it("escapes text and folds long lines without breaking characters", () => {
    const description = "Línea uno; dos, tres\\cuatro\n".repeat(6);
    const ics = buildIcs(event(winter, { description }));
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(value(ics, "DESCRIPTION")).toBe(escapeText(description));
    expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
    expect(foldLine("é".repeat(40)).split("\r\n ")[0]).toBe("é".repeat(37));
  });
});

describe("Google Calendar link", () => {
  it("carries title, UTC times, place and the shop's zone", () => {
    const url = new URL(googleCalendarUrl(event(winter)));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Data Recovery - ByteWise");
    expect(url.searchParams.get("dates")).toBe("20261203T163000Z/20261203T180000Z");
    expect(url.searchParams.get("ctz")).toBe(site.timeZone);
    expect(url.searchParams.get("location")).toContain(site.address.street);
  });
});
