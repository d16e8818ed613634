import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ReportRange } from "@/lib/validation/admin-reports";

/**
 * The reports' date range, as `?from=&to=` in the URL (a plain GET form, so
 * it works before JavaScript loads). When the URL's range could not be used,
 * says so above the default range it fell back to.
 */
export function ReportRangeForm({ range, fallback }: { range: ReportRange; fallback: boolean }) {
  const t = useTranslations("Admin.reports.range");
  return (
    <div className="flex flex-col gap-3">
      {fallback ? (
        <p role="status" className="rounded-md border border-amber-500/50 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
          {t("fallback")}
        </p>
      ) : null}
      <form method="get" aria-label={t("legend")} className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="report-from">{t("from")}</Label>
          <Input key={range.from} id="report-from" type="date" name="from" defaultValue={range.from} required className="w-auto" />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="report-to">{t("to")}</Label>
          <Input key={range.to} id="report-to" type="date" name="to" defaultValue={range.to} required className="w-auto" />
        </div>
        <Button type="submit" variant="secondary">
          {t("submit")}
        </Button>
      </form>
    </div>
  );
}
