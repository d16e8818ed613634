"use client";

import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { isRequestStatus, type RequestStatus } from "@/lib/rules/business-rules";

/**
 * The status field of the manage dialog: the current status and only the
 * moves the workflow allows from it. Choosing "cancelled" says it is final.
 */
export function RequestStatusChoice({
  requestId,
  current,
  options,
  value,
  onChange,
  disabled,
}: {
  requestId: string;
  current: string;
  options: string[];
  value: string;
  onChange: (value: RequestStatus) => void;
  disabled: boolean;
}) {
  const t = useTranslations("Admin.requests.dialog");
  const labels = useTranslations("RequestStatus");
  const label = (status: string) => (isRequestStatus(status) ? labels(status) : status);
  const legendId = `status-legend-${requestId}`;
  const isFinal = options.length === 1;
  return (
    <div className="flex flex-col gap-3">
      <p id={legendId} className="text-sm leading-snug font-medium">
        {t("status")}
      </p>
      {isFinal ? <p className="text-sm text-muted-foreground">{t("final", { status: label(current) })}</p> : null}
      <RadioGroup aria-labelledby={legendId} value={value} onValueChange={(next) => onChange(next as RequestStatus)} disabled={disabled || isFinal}>
        {options.map((status) => {
          const id = `status-${requestId}-${status}`;
          return (
            <div key={status} className="flex items-center gap-3">
              <RadioGroupItem id={id} value={status} />
              <Label htmlFor={id} className="font-normal">
                {status === current ? t("current", { status: label(status) }) : label(status)}
              </Label>
            </div>
          );
        })}
      </RadioGroup>
      {value === "cancelled" && current !== "cancelled" ? (
        <p role="note" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium">
          {t("cancelWarning")}
        </p>
      ) : null}
    </div>
  );
}
