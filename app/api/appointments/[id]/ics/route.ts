import { getTranslations } from "next-intl/server";
import type { NextRequest } from "next/server";
import { serviceName } from "@/lib/rules/service-name";
import { isLocale, routing } from "@/i18n/routing";
import { appointmentEvent } from "@/lib/rules/calendar-event";
import { buildIcs, icsContentType, icsFilename } from "@/lib/rules/calendar-ics";
import { businessDateOf } from "@/lib/rules/booking-time";
import { formatDate, formatTime } from "@/lib/rules/date-time";
import { isUuid } from "@/lib/rules/uuid";
import { serviceKeys } from "@/lib/data/appointments";
import { createClient } from "@/lib/supabase/server";

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

/**
 * One appointment as an iCalendar file, for its signed-in owner only: the row
 * is read as the user, so RLS hides everyone else's (404, the same answer as
 * for an id that does not exist). `?lang=es` writes the text in Spanish. The
 * file is the same REQUEST the emails carry for the visit as it now is (same
 * UID, the appointment's revision as SEQUENCE), so opening it after an email's
 * updates the one event rather than adding a second.
 */
export async function GET(request: NextRequest, { params }: RouteContext<"/api/appointments/[id]/ics">) {
  const { id } = await params;
  const lang = request.nextUrl.searchParams.get("lang");
  const locale = isLocale(lang) ? lang : routing.defaultLocale;

  const supabase = await createClient();
  const {
    data: { user },
  } = await supabase.auth.getUser();
  if (!user?.email_confirmed_at || !user.email) return plain(401, "Sign in to download this appointment.");
  if (!isUuid(id)) return plain(404, "Appointment not found.");

  const { data, error } = await supabase
    .from("appointments")
    .select("id, service_id, service_name, appointment_date, duration, revision")
    .eq("id", id)
    .eq("user_id", user.id)
    .maybeSingle();
  if (error) {
    console.error("Error reading appointment for .ics:", error.message);
    return plain(500, "The calendar file could not be created.");
  }
  if (!data) return plain(404, "Appointment not found.");

  const [t, common, types, keys] = await Promise.all([
    getTranslations({ locale, namespace: "Dashboard.appointments.calendar" }),
    getTranslations({ locale, namespace: "Common" }),
    getTranslations({ locale, namespace: "ServiceTypes" }),
    serviceKeys(supabase),
  ]);
  const event = appointmentEvent(
    {
      ...data,
      service: serviceName(types, { service_name: data.service_name, service_key: keys.get(data.service_id) ?? null }),
      date: formatDate(data.appointment_date, locale),
      time: formatTime(data.appointment_date, locale),
      zone: common("businessTimeZone"),
    },
    t,
    locale,
  );
  const name = typeof user.user_metadata?.full_name === "string" ? user.user_metadata.full_name : null;
  return new Response(buildIcs(event, { method: "REQUEST", sequence: data.revision, attendee: { email: user.email, name }, stamp: new Date() }), {
    headers: {
      "Content-Type": icsContentType("REQUEST"),
      "Content-Disposition": `attachment; filename="${icsFilename(businessDateOf(data.appointment_date))}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
