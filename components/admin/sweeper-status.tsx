import { TriangleAlertIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { sweeperIsLate } from "@/lib/rules/notification-sweeper-health";

/**
 * On the overview: a warning when the email sweeper has stopped (never ran,
 * or not within two of its intervals), else one quiet line saying when it
 * last ran. Nothing when that could not be read (`undefined`).
 */
export function SweeperStatus({ lastRun, now = new Date() }: { lastRun: string | null | undefined; now?: Date }) {
  const t = useTranslations("Admin.overview.sweeper");
  const format = useFormatter();
  if (lastRun === undefined) return null;
  const at = lastRun ? new Date(lastRun) : null;
  const when = at ? format.relativeTime(at, now) : null;
  if (!sweeperIsLate(at, now)) {
    return (
      <p data-testid="sweeper-status" className="text-sm text-muted-foreground">
        {t("lastRun", { when: when! })}
      </p>
    );
  }
  return (
    <Alert variant="destructive" data-testid="sweeper-status">
      <TriangleAlertIcon aria-hidden />
      <AlertTitle>{t("lateTitle")}</AlertTitle>
      <AlertDescription>
        <p>{when ? t("late", { when }) : t("never")}</p>
        <p>{t("lateHelp")}</p>
      </AlertDescription>
    </Alert>
  );
}
