import {
  CalendarCheckIcon,
  ClipboardListIcon,
  FileClockIcon,
  FilePenLineIcon,
  MessageSquareQuoteIcon,
  MessagesSquareIcon,
  PackageCheckIcon,
  PackageSearchIcon,
  PhoneCallIcon,
  StethoscopeIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Unavailable } from "@/components/shared/panel";
import { consoleHref } from "@/lib/rules/admin-filters";
import type { ConsoleOverview } from "@/lib/data/admin-overview";
import { AdminSection } from "./admin-section";
import { OverviewStat } from "./overview-stat";

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <AdminSection id={id} title={title}>
      <ul className="grid gap-3 sm:grid-cols-2">{children}</ul>
    </AdminSection>
  );
}

/**
 * The owner's morning questions, each a count that opens its list with the
 * same filter in the URL (docs/product.md#the-overview says what each counts).
 */
export function OverviewCounts({ counts, today, now }: { counts: ConsoleOverview | null; today: string; now: string }) {
  const t = useTranslations("Admin.overview.counts");
  const format = useFormatter();
  if (!counts) return <Unavailable message={t("unavailable")} />;
  const requests = (filter: Record<string, string | boolean>) => consoleHref("/admin/requests", filter);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Group id="counts-today" title={t("today.title")}>
        <OverviewStat
          id="arrivals"
          icon={CalendarCheckIcon}
          label={t("today.arrivals")}
          count={counts.arrivals}
          detail={t("today.checkedIn", { count: counts.checked_in, total: counts.arrivals })}
          href={consoleHref("/admin/appointments", { view: "list", date: today, arrivals: true })}
        />
      </Group>
      <Group id="counts-customer" title={t("customer.title")}>
        <OverviewStat
          id="estimate-sent"
          icon={FileClockIcon}
          label={t("customer.estimateSent")}
          count={counts.estimate_sent}
          detail={counts.oldest_sent_at ? t("customer.oldest", { when: format.relativeTime(new Date(counts.oldest_sent_at), new Date(now)) }) : undefined}
          href={requests({ queue: "estimate-sent" })}
        />
        <OverviewStat id="ready" icon={PackageCheckIcon} label={t("customer.ready")} count={counts.ready} href={requests({ status: "ready_for_pickup" })} />
      </Group>
      <Group id="counts-shop" title={t("shop.title")}>
        <OverviewStat id="new-requests" icon={ClipboardListIcon} label={t("shop.newRequests")} count={counts.new_requests} href={requests({ status: "pending" })} />
        <OverviewStat id="to-diagnose" icon={StethoscopeIcon} label={t("shop.toDiagnose")} count={counts.to_diagnose} href={requests({ status: "approved" })} />
        <OverviewStat id="to-estimate" icon={FilePenLineIcon} label={t("shop.toEstimate")} count={counts.to_estimate} href={requests({ queue: "to-estimate" })} />
        <OverviewStat id="parts" icon={PackageSearchIcon} label={t("shop.parts")} count={counts.parts} href={requests({ status: "waiting_for_parts" })} />
      </Group>
      <Group id="counts-follow-up" title={t("followUp.title")}>
        <OverviewStat
          id="call-backs"
          icon={PhoneCallIcon}
          label={t("followUp.callBacks")}
          count={counts.call_backs}
          href={consoleHref("/admin/appointments", { view: "list", needsCall: true })}
        />
        <OverviewStat id="unread" icon={MessagesSquareIcon} label={t("followUp.unread")} count={counts.unread} href={requests({ unread: true })} />
        <OverviewStat id="reviews" icon={MessageSquareQuoteIcon} label={t("followUp.reviews")} count={counts.reviews} href="/admin/reviews" />
      </Group>
    </div>
  );
}
