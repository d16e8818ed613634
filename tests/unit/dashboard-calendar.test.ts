import { TZDate } from "@date-fns/tz";
import { describe, expect, it } from "vitest";
import { appointmentEvent, utcStamp, type CalendarEvent, type CalendarTexts } from "@/lib/rules/calendar-event";
import { googleCalendarUrl } from "@/lib/rules/calendar-google";
import { buildIcs, escapeText, foldLine, type IcsOptions } from "@/lib/rules/calendar-ics";
import { site } from "@/lib/site/business-profile";

/** 10:30 AM at the shop on a winter (CST, UTC-6) and a summer (CDT, UTC-5) day. */
const winter = new TZDate(2026, 11, 3, 10, 30, site.timeZone);
const summer = new TZDate(2026, 6, 14, 10, 30, site.timeZone);

/** Texts that name their values, so a test sees what the builder passed. */
const texts: CalendarTexts = (key, values) => (key === "title" ? "Data Recovery - ByteWise" : key === "manage" ? `Manage: ${values.url}` : "Appointment");

const event = (start: Date, extra: Partial<{ description: string }> = {}) => {
  const built = appointmentEvent(
    { id: "9b2f7c1e-0000-4000-8000-000000000001", appointment_date: start.toISOString(), duration: 90, service: "Data Recovery", date: "d", time: "t", zone: "z" },
    texts,
    "en",
  );
  return extra.description === undefined ? built : { ...built, description: extra.description };
};

const ana = { email: "ana@example.com", name: "Ana García" };
const ics = (e: CalendarEvent, options: Partial<IcsOptions> = {}) =>
  buildIcs(e, { method: "REQUEST", sequence: 0, attendee: ana, stamp: new Date("2026-11-22T12:00:00Z"), ...options });

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
    const file = ics(event(winter));
    expect(file.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(file.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(parse(file).filter(([k]) => k === "BEGIN").map(([, v]) => v)).toEqual(["VCALENDAR", "VEVENT"]);
    expect(value(file, "DTSTAMP")).toBe("20261122T120000Z");
  });

  it("is an RFC 5546 REQUEST the shop organizes and the customer attends, with the manage link in the description", () => {
    const file = ics(event(winter), { sequence: 2 });
    expect(value(file, "METHOD")).toBe("REQUEST");
    expect(value(file, "SEQUENCE")).toBe("2");
    expect(value(file, "STATUS")).toBe("CONFIRMED");
    expect(parse(file).find(([k]) => k.startsWith("ORGANIZER"))).toEqual([`ORGANIZER;CN="${site.name}"`, `mailto:${site.email}`]);
    expect(parse(file).find(([k]) => k.startsWith("ATTENDEE"))).toEqual([
      'ATTENDEE;CN="Ana García";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE',
      "mailto:ana@example.com",
    ]);
    expect(value(file, "DESCRIPTION")).toBe(escapeText(`Appointment\n\nManage: ${site.url}/dashboard?tab=appointments`));
  });

  it("keeps the UID; SEQUENCE is the revision, and CANCEL removes the same event", () => {
    const booked = ics(event(winter), { sequence: 0 });
    const moved = ics(event(summer), { sequence: 1 });
    const cancelled = ics(event(summer), { method: "CANCEL", sequence: 2 });
    expect(value(moved, "UID")).toBe(value(booked, "UID"));
    expect(value(cancelled, "UID")).toBe(value(booked, "UID"));
    expect(value(moved, "SEQUENCE")).toBe("1");
    expect(value(cancelled, "METHOD")).toBe("CANCEL");
    expect(value(cancelled, "SEQUENCE")).toBe("2");
    expect(value(cancelled, "STATUS")).toBe("CANCELLED");
    expect(parse(cancelled).some(([k]) => k.startsWith("ORGANIZER"))).toBe(true);
    expect(parse(cancelled).some(([k]) => k.startsWith("ATTENDEE"))).toBe(true);
  });

  it("quotes the attendee's name and leaves it out when unknown", () => {
    const odd = ics(event(winter), { attendee: { email: "x@example.com", name: 'Ana "La Jefa"; Pérez, Jr.' } });
    expect(parse(odd).find(([k]) => k.startsWith("ATTENDEE"))?.[0]).toBe('ATTENDEE;CN="Ana La Jefa; Pérez, Jr.";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE');
    const nameless = ics(event(winter), { attendee: { email: "x@example.com", name: null } });
    expect(parse(nameless).find(([k]) => k.startsWith("ATTENDEE"))?.[0]).toBe("ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE");
  });

  it("starts at the shop's local time in winter and in summer", () => {
    for (const [start, hours] of [[winter, "16:30"], [summer, "15:30"]] as const) {
      const file = ics(event(start));
      const dtstart = fromStamp(value(file, "DTSTART")!);
      expect(dtstart.toISOString().slice(11, 16)).toBe(hours);
      const local = new TZDate(dtstart, site.timeZone);
      expect([local.getHours(), local.getMinutes()]).toEqual([10, 30]);
      expect(fromStamp(value(file, "DTEND")!).getTime() - dtstart.getTime()).toBe(90 * 60_000);
    }
  });

  it("escapes text and folds long lines without breaking characters", () => {
    const description = "Línea uno; dos, tres\\cuatro\n".repeat(6);
    const file = ics(event(winter, { description }));
    for (const line of file.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(value(file, "DESCRIPTION")).toBe(escapeText(description));
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
