"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { OpenVisit } from "@/lib/data/admin-requests";
import { dateFormat, timeFormat } from "@/lib/rules/date-time";

/**
 * What closing a request does to its open visits (docs/scheduling.md#a-request-closes):
 * a checked-in visit of a completed request is completed, every other one
 * cancelled, and the customer hears of them in the request's email. Shown in
 * the dialogs that close a request (the request list's and page's, and the
 * receipt's, so its texts are in Estimates, which both areas send); nothing
 * when it has no open visit.
 */
export function ClosingVisits({ visits, closingAs }: { visits: readonly OpenVisit[] | undefined; closingAs: "completed" | "cancelled" }) {
  const t = useTranslations("Estimates.closingVisits");
  const format = useFormatter();
  if (!visits?.length) return null;
  const when = (iso: string) => `${format.dateTime(new Date(iso), dateFormat)}, ${format.dateTime(new Date(iso), timeFormat)}`;
  return (
    <div role="note" className="flex flex-col gap-2 rounded-md border border-amber-600/40 bg-amber-50 p-3 text-sm text-foreground dark:bg-amber-950/40">
      <p className="font-medium">{t("intro")}</p>
      <ul className="list-disc pl-5" data-testid="closing-visits">
        {visits.map((visit) => {
          const fate = closingAs === "completed" && visit.status === "in_progress" ? "completed" : "cancelled";
          return <li key={visit.id}>{t(fate, { when: when(visit.appointment_date), service: visit.service_name })}</li>;
        })}
      </ul>
    </div>
  );
}
