import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder while the dashboard loads: the header, the tabs and a table of 3 rows x 5 columns. */
export function DashboardSkeleton() {
  const t = useTranslations("Dashboard");
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-8" data-testid="dashboard-skeleton">
      <span className="sr-only">{t("loading")}</span>
      <div aria-hidden className="flex items-center gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-72 max-w-full" />
        </div>
      </div>
      <Skeleton aria-hidden className="h-9 w-full max-w-lg" />
      <div aria-hidden className="flex flex-col gap-3 rounded-xl border p-6">
        {[0, 1, 2].map((row) => (
          <div key={row} data-testid="skeleton-row" className="grid grid-cols-5 gap-4">
            {[0, 1, 2, 3, 4].map((column) => (
              <Skeleton key={column} data-testid="skeleton-cell" className="h-6" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
