"use client";

import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { Field, FieldDescription, FieldLabel } from "@/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ServiceOption } from "@/lib/booking/services";

/** Service selector (spec §2): name and price per option; the chosen one's description and duration beneath. */
export function ServiceField({
  services,
  value,
  onChange,
  triggerRef,
}: {
  services: readonly ServiceOption[];
  value: string;
  onChange: (value: string) => void;
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  const t = useTranslations("Booking");
  const chosen = services.find((s) => String(s.id) === value);
  return (
    <Field>
      <FieldLabel htmlFor="booking-service">{t("service")}</FieldLabel>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id="booking-service" ref={triggerRef} aria-describedby={chosen ? "booking-service-details" : undefined}>
          <SelectValue placeholder={t("servicePlaceholder")} />
        </SelectTrigger>
        <SelectContent>
          {services.map((service) => (
            <SelectItem key={service.id} value={String(service.id)}>
              {t("serviceOption", { name: service.name, price: service.price })}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldDescription id="booking-service-details" aria-live="polite" className={chosen ? undefined : "sr-only"}>
        {chosen ? (
          <>
            {chosen.description}
            {chosen.description ? " " : null}
            <span className="font-medium text-foreground">{t("duration", { minutes: chosen.duration })}</span>
          </>
        ) : null}
      </FieldDescription>
    </Field>
  );
}
