"use client";

import { useTranslations } from "next-intl";
import type { ReactNode, Ref } from "react";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import type { ServiceOption } from "@/lib/rules/booking-services";

/**
 * Service selector: name and appointment price per option; the chosen one's
 * description, duration, what its price covers and, for a remote session,
 * that nobody comes to the shop, beneath. With `coveredTotal` (the booking is
 * for a request whose estimate was approved) no price is shown: the visit is
 * covered by that estimate, whose total is named instead
 * (docs/product.md#what-each-price-is). A native select: the phone's own picker,
 * and no select library in the page's JavaScript. `error` (optional) is shown
 * under it and tied to the select (aria-invalid, aria-describedby).
 */
export function ServiceField({
  services,
  value,
  onChange,
  selectRef,
  error,
  coveredTotal = null,
}: {
  services: readonly ServiceOption[];
  value: string;
  onChange: (value: string) => void;
  selectRef?: Ref<HTMLSelectElement>;
  error?: ReactNode;
  coveredTotal?: string | null;
}) {
  const t = useTranslations("Booking");
  const chosen = services.find((s) => String(s.id) === value);
  const describedBy = [chosen ? "booking-service-details" : null, error ? "booking-service-error" : null].filter(Boolean).join(" ");
  return (
    <Field data-invalid={error ? true : undefined}>
      <FieldLabel htmlFor="booking-service">{t("service")}</FieldLabel>
      <NativeSelect
        id="booking-service"
        ref={selectRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
      >
        <option value="">{t("servicePlaceholder")}</option>
        {services.map((service) => (
          <option key={service.id} value={String(service.id)}>
            {coveredTotal
              ? t("coveredOption", { name: service.name })
              : service.price
                ? t("serviceOption", { name: service.name, price: service.price })
                : service.name}
          </option>
        ))}
      </NativeSelect>
      <FieldDescription id="booking-service-details" aria-live="polite" className={chosen ? undefined : "sr-only"}>
        {chosen ? (
          <>
            {chosen.description}
            {chosen.description ? " " : null}
            <span className="font-medium text-foreground">{t("duration", { minutes: chosen.duration })}</span>
            {coveredTotal ? (
              <span data-testid="booking-covered"> {t("coveredByEstimate", { total: coveredTotal })}</span>
            ) : chosen.price ? (
              <> {t("appointmentPrice", { price: chosen.price })}</>
            ) : null}
            {chosen.remote ? <> {t("remoteVisit")}</> : null}
          </>
        ) : null}
      </FieldDescription>
      {error ? <FieldError id="booking-service-error">{error}</FieldError> : null}
    </Field>
  );
}
