import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { REQUEST_STATUSES, type RequestStatus } from "@/lib/rules/business-rules";
import { cn } from "@/lib/ui/class-names";

/**
 * Links that filter the list by status (`?status=`, keeping the other
 * filters: `href`); plain links, so they work before JavaScript loads.
 */
export function RequestStatusFilter({ current, href }: { current: RequestStatus | null; href: (status: RequestStatus | null) => string }) {
  const t = useTranslations("Admin.requests");
  const labels = useTranslations("RequestStatus");
  const options = [null, ...REQUEST_STATUSES] as const;
  return (
    <nav aria-label={t("filterLabel")}>
      <ul className="flex flex-wrap gap-2">
        {options.map((status) => {
          const active = status === current;
          return (
            <li key={status ?? "all"}>
              <Link
                href={href(status)}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium transition-colors outline-none",
                  "hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60",
                  active && "border-primary bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground",
                )}
              >
                {status ? labels(status) : t("all")}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
