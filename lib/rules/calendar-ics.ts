import { site } from "@/lib/site/business-profile";
import { utcStamp, type CalendarEvent } from "./calendar-event";

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma, newline. */
export function escapeText(value: string) {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** A parameter value (RFC 5545 §3.1): quoted, without the quotes and control characters it may not hold. */
const paramText = (value: string) => `"${value.replace(/["\p{Cc}]/gu, "")}"`;

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start
 * with one space. Never splits a UTF-8 character.
 */
export function foldLine(line: string) {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** REQUEST adds or updates the visit in the customer's calendar; CANCEL removes it (RFC 5546 §3.2.2, §3.2.5). */
export type IcsMethod = "REQUEST" | "CANCEL";

export interface IcsOptions {
  method: IcsMethod;
  /**
   * The appointment's revision (`appointments.revision`: 0 when booked, one
   * more at each move and at the cancellation), so every later state of the
   * visit carries a higher SEQUENCE than the files sent before it, whichever
   * email arrives first.
   */
  sequence: number;
  /** The customer, the one attendee. */
  attendee: { email: string; name: string | null };
  /** When the file was made (DTSTAMP). */
  stamp: Date;
}

/** The attachment's Content-Type: an iTIP message names its method (RFC 6047 §2.4). */
export const icsContentType = (method: IcsMethod) => `text/calendar; charset=utf-8; method=${method}`;

/**
 * An iCalendar scheduling message (RFC 5546) with one event, the appointment.
 * The shop organizes it (ORGANIZER: the shop's name and email,
 * lib/site/business-profile.ts) and the customer attends (ATTENDEE, already
 * accepted: they booked it; no reply is asked for). Every file of one
 * appointment has the same UID, so a calendar updates the event instead of
 * adding another; SEQUENCE orders them. A REQUEST describes the visit as it
 * now is (booked, moved, or as the dashboard downloads it); a CANCEL, with a
 * higher SEQUENCE and STATUS:CANCELLED, removes it. Times are UTC (`...Z`),
 * which every calendar shows on its own clock.
 */
export function buildIcs(event: CalendarEvent, { method, sequence, attendee, stamp }: IcsOptions) {
  const attendeeName = attendee.name?.trim() ? `;CN=${paramText(attendee.name.trim())}` : "";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(site.name)}//Appointments//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `SEQUENCE:${Math.max(0, Math.floor(sequence))}`,
    `ORGANIZER;CN=${paramText(site.name)}:mailto:${site.email}`,
    `ATTENDEE${attendeeName};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${attendee.email}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    method === "CANCEL" ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return icsText(lines);
}

/** Content lines as an iCalendar file: each folded, CRLF after every one. */
export const icsText = (lines: readonly string[]) => `${lines.map(foldLine).join("\r\n")}\r\n`;

/** The file's name: the shop's slug and the appointment's day on the shop's calendar ("2026-12-04"). */
export const icsFilename = (day: string) => `${site.slug}-appointment-${day}.ics`;
