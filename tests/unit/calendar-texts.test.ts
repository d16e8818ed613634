import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createTranslator, NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { CalendarLinks } from "@/components/dashboard/calendar-links";
import { LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import { appointmentEvent } from "@/lib/rules/calendar-event";
import { buildIcs, escapeText } from "@/lib/rules/calendar-ics";
import { formatDate, formatTime } from "@/lib/rules/date-time";
import type { NotificationKind, OutboxRow } from "@/lib/rules/notification-kinds";
import { renderNotification } from "@/lib/server/notification-render";
import { sampleAppointment } from "@/lib/server/notification-sample-rows";
import { site } from "@/lib/site/business-profile";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

// Every calendar file and link says the same, in the reader's language: the
// dashboard's download (app/api/appointments/[id]/ics), the dashboard's
// Google link (CalendarLinks), and each appointment email's attachment and
// Google link. One builder (lib/rules/calendar-event.ts) supplies every value
// of the texts; a path that left one out wrote "undefined" in Spanish.

const catalogs = { en, es } as const;
const START = "2026-12-04T16:00:00Z";
const NOW = new Date("2026-12-01T15:00:00Z");
const appointment = sampleAppointment(new Date(START));
const prefix = { en: "", es: "/es" } as const;

/** The description every path must write, from the messages themselves. */
function expectedDescription(locale: "en" | "es") {
  const t = createTranslator({ locale, messages: catalogs[locale], namespace: "Dashboard.appointments.calendar" });
  const service = catalogs[locale].ServiceTypes.computerRepair;
  const facts = {
    service,
    business: site.name,
    phone: site.phone.display,
    date: formatDate(START, locale),
    time: formatTime(START, locale),
    zone: catalogs[locale].Common.businessTimeZone,
    hours: LATE_CANCELLATION_HOURS,
  };
  return `${t("description", facts)}\n\n${t("manage", { url: `${site.url}${prefix[locale]}/dashboard?tab=appointments` })}`;
}

const unfold = (ics: string) =>
  new Map(
    ics
      .replace(/\r\n /g, "")
      .split("\r\n")
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)] as const),
  );

const row = (kind: NotificationKind, locale: "en" | "es", extra: object = {}): OutboxRow => ({
  id: 3,
  kind,
  user_id: "0c8f4b2a-6e1d-4f3a-9b7c-5d2e8a1f6b3c",
  recipient: appointment.customer_email,
  locale,
  payload: { ...appointment, ...extra },
  attempts: 1,
});

describe.each(["en", "es"] as const)("calendar texts in %s", (locale) => {
  const description = expectedDescription(locale);

  it("say the notice in hours and link the dashboard, never 'undefined'", () => {
    expect(description).toContain(String(LATE_CANCELLATION_HOURS));
    expect(description).toContain(`${site.url}${prefix[locale]}/dashboard?tab=appointments`);
    expect(description).not.toMatch(/undefined|\{|\}/);
  });

  it("the dashboard's download, built as the route builds it", () => {
    // The route passes next-intl's translator for the namespace and the site's date formats.
    const t = createTranslator({ locale, messages: catalogs[locale], namespace: "Dashboard.appointments.calendar" });
    const event = appointmentEvent(
      {
        id: appointment.appointment_id,
        appointment_date: START,
        duration: 60,
        service: catalogs[locale].ServiceTypes.computerRepair,
        date: formatDate(START, locale),
        time: formatTime(START, locale),
        zone: catalogs[locale].Common.businessTimeZone,
      },
      t,
      locale,
    );
    const fields = unfold(buildIcs(event, { method: "REQUEST", sequence: 0, attendee: { email: "ana@example.com", name: null }, stamp: NOW }));
    expect(fields.get("DESCRIPTION")).toBe(escapeText(description));
    expect(fields.get("SUMMARY")).toBe(escapeText(t("title", { service: catalogs[locale].ServiceTypes.computerRepair, business: site.name })));
  });

  it("the dashboard's Google Calendar link", () => {
    const links = createElement(CalendarLinks, {
      appointment: {
        id: appointment.appointment_id,
        service_name: "Computer Repair",
        service_key: "computerRepair",
        appointment_date: START,
        duration: 60,
        status: "pending",
        late_cancellation: false,
        needs_call: false,
      },
      service: catalogs[locale].ServiceTypes.computerRepair,
      date: formatDate(START, locale),
      time: formatTime(START, locale),
    });
    const html = renderToStaticMarkup(
      createElement(NextIntlClientProvider as (props: { locale: string; messages: object; timeZone: string }) => ReactNode, { locale, messages: catalogs[locale], timeZone: site.timeZone }, links),
    );
    const href = /href="(https:\/\/calendar\.google\.com[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
    expect(new URL(href!).searchParams.get("details")).toBe(description);
  });

  it.each(["appointment_confirmed", "appointment_reminder", "appointment_rescheduled", "appointment_closure_lifted", "appointment_cancelled"] as const)(
    "the %s email's attachment and Google link",
    async (kind) => {
      const extra = kind === "appointment_rescheduled" ? { previous_starts_at: "2026-12-03T16:00:00Z", moved_by: "customer" } : kind === "appointment_cancelled" ? { cancelled_by: "customer" } : {};
      const email = await renderNotification(row(kind, locale, extra), { now: NOW });
      const [ics] = email.attachments;
      expect(unfold(ics!.content).get("DESCRIPTION")).toBe(escapeText(description));
      if (kind !== "appointment_cancelled") expect(email.text).toContain(`details=${new URLSearchParams({ d: description }).toString().slice(2)}`);
    },
  );
});
