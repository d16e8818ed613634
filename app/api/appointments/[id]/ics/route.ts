import { getTranslations } from "next-intl/server";
import type { NextRequest } from "next/server";
import { serviceName } from "@/lib/rules/service-name";
import { isLocale, routing } from "@/i18n/routing";
import { appointmentEvent } from "@/lib/rules/calendar-event";
import { buildIcs } from "@/lib/rules/calendar-ics";
import { formatDate, formatTime } from "@/lib/rules/date-time";
import { isUuid } from "@/lib/rules/uuid";
import { serviceKeys } from "@/lib/data/appointments";
import { site } from "@/lib/site/business-profile";
import { createClient } from "@/lib/supabase/server";

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

/**
 * One appointment as an iCalendar file, for its signed-in owner only: the row
 * is read as the user, so RLS hides everyone else's (404, the same answer as
 * for an id that does not exist). `?lang=es` writes the text in Spanish.
 */
export async function GET(request: NextRequest, { params }: RouteContext<"/api/appointments/[id]/ics">) {
  const { id } = await params;
  const lang = request.nextUrl.searchParams.get("lang");
  const locale = isLocale(lang) ? lang : routing.defaultLocale;

  const supabase = await createClient();
  const {
    data: { user },
  } = await supabase.auth.getUser();
  if (!user?.email_confirmed_at) return plain(401, "Sign in to download this appointment.");
  if (!isUuid(id)) return plain(404, "Appointment not found.");

  const { data, error } = await supabase
    .from("appointments")
    .select("id, service_id, service_name, appointment_date, duration")
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
  const service = serviceName(types, { service_name: data.service_name, service_key: keys.get(data.service_id) ?? null });
  const event = appointmentEvent(data, {
    title: t("title", { service, business: site.name }),
    description: t("description", {
      service,
      business: site.name,
      phone: site.phone.display,
      date: formatDate(data.appointment_date, locale),
      time: formatTime(data.appointment_date, locale),
      zone: common("businessTimeZone"),
    }),
  });
  const day = data.appointment_date.slice(0, 10);
  return new Response(buildIcs(event), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${site.slug}-appointment-${day}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
