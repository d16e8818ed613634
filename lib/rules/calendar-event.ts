import { localizePath } from "@/i18n/locale-from-path";
import type { Locale } from "@/i18n/routing";
import { LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
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

/** Where the customer sees, moves and cancels their appointments: the calendar event's manage link. */
export const APPOINTMENTS_PATH = "/dashboard?tab=appointments";

/**
 * The texts of the event, from the messages under
 * `Dashboard.appointments.calendar` in the reader's language: next-intl's
 * translator for that namespace, from a page (`getTranslations`,
 * `useTranslations`) or from an email (`createTranslator`).
 */
export type CalendarTexts = (key: "title" | "description" | "manage", values: Record<string, string | number>) => string;

/** What the caller knows of the appointment: the service's name and the start as the site writes them. */
export interface AppointmentFacts {
  id: string;
  appointment_date: string;
  duration: number;
  service: string;
  /** formatDate / formatTime of the start, and the zone's name (Common.businessTimeZone). */
  date: string;
  time: string;
  zone: string;
  /** Where the visit happens when not at the shop (a remote session), in the reader's language. */
  location?: string;
}

/**
 * The calendar event of an appointment, the one source of every calendar
 * file and link (the dashboard's download and Google link, the emails'
 * attachments and links): it starts at `appointment_date` and lasts
 * `duration` minutes; its description gives the shop, the time, the
 * cancellation notice, the phone and the link to manage it on the dashboard,
 * every value supplied here so no caller can leave one out.
 */
export function appointmentEvent(appointment: AppointmentFacts, t: CalendarTexts, locale: Locale): CalendarEvent {
  const { service, date, time, zone } = appointment;
  const start = new Date(appointment.appointment_date);
  const manage = t("manage", { url: `${site.url}${localizePath(locale, APPOINTMENTS_PATH)}` });
  return {
    uid: `${appointment.id}@${site.slug}`,
    title: t("title", { service, business: site.name }),
    description: `${t("description", { service, business: site.name, phone: site.phone.display, date, time, zone, hours: LATE_CANCELLATION_HOURS })}\n\n${manage}`,
    location: appointment.location ?? siteLocation(),
    start,
    end: new Date(start.getTime() + appointment.duration * 60_000),
  };
}

/** `20261124T153000Z`: the UTC form both iCalendar and Google Calendar accept. */
export function utcStamp(date: Date) {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}
