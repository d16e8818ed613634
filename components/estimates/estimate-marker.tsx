import { FileTextIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

/** "Estimate to review" beside a request in the dashboard's list, while its current estimate waits for the customer's answer. */
export function EstimateMarker({ waiting }: { waiting: boolean | undefined }) {
  const t = useTranslations("Estimates");
  if (!waiting) return null;
  return (
    <Badge variant="outline" data-estimate-waiting>
      <FileTextIcon aria-hidden />
      {t("marker")}
    </Badge>
  );
}
