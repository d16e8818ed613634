"use client";

import { CalendarPlusIcon, DownloadIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { appointmentEvent } from "@/lib/rules/calendar-event";
import { googleCalendarUrl } from "@/lib/rules/calendar-google";
import type { Appointment } from "@/lib/data/appointments";

/** The .ics download ("Add to calendar (Apple, Outlook)") (served for the signed-in owner only) and the Google Calendar link, from the one calendar event. */
export function CalendarLinks({ appointment, service, date, time }: { appointment: Appointment; service: string; date: string; time: string }) {
  const t = useTranslations("Dashboard.appointments");
  const calendar = useTranslations("Dashboard.appointments.calendar");
  const locale = useLocale();
  const zone = useTranslations("Common")("businessTimeZone");
  const event = appointmentEvent({ ...appointment, service, date, time, zone }, calendar, locale);
  const linkClass =
    "inline-flex items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none";
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      <a
        href={`/api/appointments/${appointment.id}/ics?lang=${locale}`}
        download
        className={linkClass}
        aria-label={t("downloadIcsFor", { service, date })}
      >
        <DownloadIcon aria-hidden className="size-3.5" />
        {t("downloadIcs")}
      </a>
      <a
        href={googleCalendarUrl(event)}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClass}
        aria-label={t("addToGoogleFor", { service, date })}
      >
        <CalendarPlusIcon aria-hidden className="size-3.5" />
        {t("addToGoogle")}
      </a>
    </span>
  );
}
