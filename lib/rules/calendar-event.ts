import { site } from "@/lib/site/business-profile";

/** One appointment as calendars see it. Times are instants; calendars show them in their own zone. */
export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
}

/** The shop's street address on one line, the event's location. */
export const siteLocation = () => {
  const { street, city, region, postalCode } = site.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
};

/**
 * The calendar event of an appointment: starts at `appointment_date`, lasts
 * `duration` minutes. `title` and `description` come translated from the
 * caller, and `location` too for a remote session (else the shop's address).
 */
export function appointmentEvent(
  appointment: { id: string; appointment_date: string; duration: number },
  text: { title: string; description: string; location?: string },
): CalendarEvent {
  const start = new Date(appointment.appointment_date);
  return {
    uid: `${appointment.id}@${site.slug}`,
    title: text.title,
    description: text.description,
    location: text.location ?? siteLocation(),
    start,
    end: new Date(start.getTime() + appointment.duration * 60_000),
  };
}

/** `20261124T153000Z`: the UTC form both iCalendar and Google Calendar accept. */
export function utcStamp(date: Date) {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}
