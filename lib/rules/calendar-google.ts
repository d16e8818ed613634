import { site } from "@/lib/site/business-profile";
import { utcStamp, type CalendarEvent } from "./calendar-event";

/**
 * "Add to Google Calendar" link (the event template URL). Times travel as UTC;
 * `ctz` makes Google show them on the shop's clock.
 */
export function googleCalendarUrl(event: CalendarEvent) {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: event.description,
    location: event.location,
    ctz: site.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
