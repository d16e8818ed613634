import { PhoneCallIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/ui/class-names";

/** "Needs a call": a closure added after booking covers this open appointment; the hint is read out too. */
export function NeedsCallBadge({ className }: { className?: string }) {
  const t = useTranslations("Admin.appointments");
  return (
    <Badge
      variant="outline"
      data-testid="needs-call"
      title={t("needsCallHint")}
      className={cn("border-red-300 bg-red-50 text-red-900 dark:border-red-300/40 dark:bg-red-300/10 dark:text-red-200", className)}
    >
      <PhoneCallIcon aria-hidden />
      {t("needsCall")}
      <span className="sr-only">. {t("needsCallHint")}</span>
    </Badge>
  );
}
