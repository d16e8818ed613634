import { PhoneIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { LATE_CANCELLATION_HOURS } from "@/lib/rules/business-rules";
import { site } from "@/lib/site/business-profile";

/** Inside the 24 hours before the start, moving is by phone: the policy's reason in one sentence and the number. */
export function RescheduleCallLine() {
  const t = useTranslations("Reschedule");
  return (
    <p className="mt-2 flex max-w-xs items-start gap-1.5 text-xs text-muted-foreground">
      <PhoneIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {t("callLine", { hours: LATE_CANCELLATION_HOURS })}{" "}
        <a href={`tel:${site.phone.e164}`} className="font-medium text-foreground underline underline-offset-2">
          {site.phone.display}
        </a>
      </span>
    </p>
  );
}
