import { site } from "@/lib/site/business-profile";
import { BUSINESS_TIME_ZONE } from "./business-time-zone";
import { utcStamp } from "./calendar-event";
import { escapeText, icsText } from "./calendar-ics";
import { localStamp, vtimezone, zoneOffsetMinutes } from "./calendar-timezone";

/** One visit in a technician's feed, with its texts already in the reader's language. */
export interface FeedEvent {
  /** The appointment's id: the event's UID is the one the customer's emailed files carry. */
  id: string;
  start: Date;
  end: Date;
  /** The appointment's revision (SEQUENCE), as in the emails' files. */
  revision: number;
  title: string;
  description: string;
  location: string;
}

export interface FeedOptions {
  /** The calendar's name (X-WR-CALNAME), e.g. "Sam Rivera: ByteWise visits". */
  name: string;
  events: readonly FeedEvent[];
  /** When the feed was made (DTSTAMP). */
  stamp: Date;
  /** The shop's zone (lib/rules/business-time-zone.ts). */
  timeZone?: string;
}

/**
 * A technician's calendar subscription (docs/scheduling.md, "Technicians"):
 * a published calendar (no METHOD, RFC 5545 without iTIP) holding their
 * assigned visits. Times are the shop's wall clock with its TZID and the
 * VTIMEZONE that defines it, so a calendar set to another zone still shows
 * each visit at its instant; the instants are the ones the customer's emailed
 * files give in UTC (lib/rules/calendar-ics.ts), and each event keeps their
 * UID and SEQUENCE. A calendar drops an event the feed no longer holds
 * (cancelled, or assigned to someone else) at its next refresh.
 */
export function buildTechnicianFeed({ name, events, stamp, timeZone = BUSINESS_TIME_ZONE }: FeedOptions): string {
  const starts = events.map((e) => e.start.getTime());
  const ends = events.map((e) => e.end.getTime());
  const from = new Date(Math.min(stamp.getTime(), ...starts));
  const until = new Date(Math.max(stamp.getTime(), ...ends));
  const wall = (instant: Date) => `;TZID=${timeZone}:${localStamp(instant, zoneOffsetMinutes(instant, timeZone))}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(site.name)}//Technician calendar//EN`,
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${timeZone}`,
    ...vtimezone(timeZone, from, until),
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:${escapeText(`${event.id}@${site.slug}`)}`,
      `DTSTAMP:${utcStamp(stamp)}`,
      `SEQUENCE:${Math.max(0, Math.floor(event.revision))}`,
      `DTSTART${wall(event.start)}`,
      `DTEND${wall(event.end)}`,
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `LOCATION:${escapeText(event.location)}`,
      "STATUS:CONFIRMED",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ];
  return icsText(lines);
}

/** The path of a technician's feed: the token, then `.ics` so calendars and people see a calendar file. */
export const CALENDAR_FEED_PATH = "/api/calendar";

/** The feed's address, to paste into Google Calendar ("From URL") or Apple Calendar ("New Calendar Subscription"). */
export const calendarFeedUrl = (origin: string, token: string) => `${origin}${CALENDAR_FEED_PATH}/${token}.ics`;

/** The token in a feed address's last segment (`<64 hex>.ics`, or without `.ics`), or null for anything else. */
export function feedToken(segment: string): string | null {
  const match = /^([0-9a-f]{64})(?:\.ics)?$/.exec(segment);
  return match ? match[1]! : null;
}
