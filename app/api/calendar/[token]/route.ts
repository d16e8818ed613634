import { getTranslations } from "next-intl/server";
import type { NextRequest } from "next/server";
import { isLocale, routing } from "@/i18n/routing";
import { siteLocation } from "@/lib/rules/calendar-event";
import { buildTechnicianFeed, feedToken } from "@/lib/rules/calendar-feed";
import { formatRequestReference } from "@/lib/rules/request-reference";
import { serviceName } from "@/lib/rules/service-name";
import { readCalendarFeed } from "@/lib/server/calendar-feed";
import { site } from "@/lib/site/business-profile";

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

/**
 * A technician's calendar feed (docs/scheduling.md, "Technicians"): the
 * address's secret token is the only key, since calendar apps send no
 * session. A token that is malformed, unknown or revoked gets 404, the same
 * answer. The feed lists the visits assigned to that technician, on the
 * shop's clock; `?lang=es` writes its text in Spanish.
 */
export async function GET(request: NextRequest, { params }: RouteContext<"/api/calendar/[token]">) {
  const token = feedToken((await params).token);
  if (!token) return plain(404, "Calendar not found.");
  const lang = request.nextUrl.searchParams.get("lang");
  const locale = isLocale(lang) ? lang : routing.defaultLocale;

  const feed = await readCalendarFeed(token);
  if (!feed.ok) return feed.error === "notFound" ? plain(404, "Calendar not found.") : plain(503, "The calendar could not be read. Try again later.");

  const [t, types] = await Promise.all([
    getTranslations({ locale, namespace: "Admin.technicians.feed" }),
    getTranslations({ locale, namespace: "ServiceTypes" }),
  ]);
  const events = feed.visits.map((visit) => {
    const start = new Date(visit.appointment_date);
    const service = serviceName(types, { service_name: visit.service_name, service_key: feed.serviceKeys.get(visit.service_id) ?? null });
    const customer = visit.customer_name?.trim() || t("customer");
    const lines = [
      visit.reference === null ? null : t("request", { reference: formatRequestReference(visit.reference) }),
      t("console", { url: `${site.url}${visit.service_request_id ? `/admin/requests/${visit.service_request_id}` : "/admin/appointments"}` }),
    ];
    return {
      id: visit.id,
      start,
      end: new Date(start.getTime() + visit.duration * 60_000),
      revision: visit.revision,
      title: t("eventTitle", { service, customer }),
      description: lines.filter((line) => line !== null).join("\n"),
      location: siteLocation(),
    };
  });
  const name = feed.technician ? t("name", { technician: feed.technician, business: site.name }) : t("nameEmpty", { business: site.name });
  return new Response(buildTechnicianFeed({ name, events, stamp: new Date() }), {
    headers: { "Content-Type": "text/calendar; charset=utf-8", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}
