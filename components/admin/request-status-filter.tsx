import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { REQUEST_QUEUES, type RequestQueue } from "@/lib/rules/admin-filters";
import { REQUEST_STATUSES, type RequestStatus } from "@/lib/rules/business-rules";
import { cn } from "@/lib/ui/class-names";

const queueLabels = { "to-estimate": "toEstimate", "estimate-sent": "estimateSent" } as const satisfies Record<RequestQueue, string>;

function Pill({ href, active, children }: { href: string; active: boolean; children: string }) {
  return (
    <li>
      <Link
        href={href}
        aria-current={active ? "page" : undefined}
        className={cn(
          "inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium transition-colors outline-none",
          "hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60",
          active && "border-primary bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground",
        )}
      >
        {children}
      </Link>
    </li>
  );
}

/**
 * Links that filter the list by status (`?status=`) and by where a request
 * waits on its estimate (`?queue=`, a second click clears it), keeping the
 * other filters (`href`); plain links, so they work before JavaScript loads.
 */
export function RequestStatusFilter({
  current,
  queue,
  href,
}: {
  current: RequestStatus | null;
  queue: RequestQueue | null;
  href: (changes: { status?: RequestStatus | null; queue?: RequestQueue | null }) => string;
}) {
  const t = useTranslations("Admin.requests");
  const labels = useTranslations("RequestStatus");
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label={t("filterLabel")}>
        <ul className="flex flex-wrap gap-2">
          {([null, ...REQUEST_STATUSES] as const).map((status) => (
            <Pill key={status ?? "all"} href={href({ status })} active={status === current}>
              {status ? labels(status) : t("all")}
            </Pill>
          ))}
        </ul>
      </nav>
      <nav aria-label={t("queues.label")}>
        <ul className="flex flex-wrap gap-2">
          {REQUEST_QUEUES.map((option) => (
            <Pill key={option} href={href({ queue: option === queue ? null : option })} active={option === queue}>
              {t(`queues.${queueLabels[option]}`)}
            </Pill>
          ))}
        </ul>
      </nav>
    </div>
  );
}
