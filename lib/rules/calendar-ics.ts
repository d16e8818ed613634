import { site } from "@/lib/site/business-profile";
import { utcStamp, type CalendarEvent } from "./calendar-event";

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma, newline. */
export function escapeText(value: string) {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

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

/** Where SEQUENCE counts from: seconds since then fit its 32-bit integer until 2094. */
const SEQUENCE_EPOCH_MS = Date.UTC(2026, 0, 1);

/**
 * An iCalendar file with one event. Times are UTC (`...Z`), which every
 * calendar converts to its own zone, so the start is the shop's local time
 * wherever the file is opened. `stamp` is when the file was made.
 *
 * Every file of an appointment has the same UID, so a calendar updates the
 * event rather than adding one; clients such as Outlook update only when
 * SEQUENCE is higher than the one they hold. SEQUENCE is the seconds since
 * 2026 at `revised`, when the state the file describes came to be (an
 * email's change; by default `stamp`, as for the dashboard's download of the
 * current state): a newer state always replaces an older one, even when an
 * older email arrives late.
 *
 * `method` "CANCEL" (RFC 5546) tells the calendar to remove the event: the same
 * UID, a higher SEQUENCE (the cancellation is revised last) and STATUS:CANCELLED.
 */
export function buildIcs(event: CalendarEvent, stamp: Date = new Date(), revised: Date = stamp, method: "PUBLISH" | "CANCEL" = "PUBLISH") {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(site.name)}//Appointments//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `SEQUENCE:${Math.max(0, Math.floor((revised.getTime() - SEQUENCE_EPOCH_MS) / 1000))}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    method === "CANCEL" ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
