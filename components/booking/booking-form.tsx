"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { Controller, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { preloadToasts, toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { Link } from "@/i18n/navigation";
import { slotStates } from "@/lib/rules/booking-availability";
import type { Closure } from "@/lib/rules/booking-closures";
import type { BookingRefusalKey } from "@/lib/rules/booking-errors";
import type { ServiceOption } from "@/lib/rules/booking-services";
import { DEFAULT_APPOINTMENT_DURATION, ISSUE_DESCRIPTION_MAX } from "@/lib/rules/business-rules";
import type { BookingInput, BookingValues } from "@/lib/validation/booking";
import { BookingRefusal } from "./booking-refusal";
import { bookingResolver } from "./booking-resolver";
import { DateField } from "./date-field";
import { ServiceField } from "./service-field";
import { SlotPicker } from "./slot-picker";
import { useBookedSlots } from "./use-booked-slots";
import { useBookingSubmit } from "./use-booking-submit";

/** The fields the schema reports as "missing": any of them gives the one "Missing information" toast. */
const REQUIRED_FIELDS = ["serviceId", "date", "slot"] as const;

export interface BookingFormProps {
  services: ServiceOption[];
  /** The services could not be loaded: the fallback list is shown, with a toast saying so. */
  servicesFailed: boolean;
  initialServiceId: number | null;
  initialDescription: string;
  requestId: string | null;
  /** The linked request's approved estimate total ("$254.38"), which covers the visit: shown instead of a price. Null without one. */
  coveredTotal: string | null;
  backHref: string;
  closures: Closure[];
}

/**
 * The signed-in booking form: service, day, time on the shop's
 * clock, optional description. Missing choices give the "Missing information" toast and move
 * focus to the first one; the server action and the database check again.
 */
export function BookingForm(props: BookingFormProps) {
  const t = useTranslations("Booking");
  const form = useForm<BookingInput, unknown, BookingValues>({
    resolver: bookingResolver.resolver,
    shouldFocusError: false,
    defaultValues: {
      serviceId: props.initialServiceId ? String(props.initialServiceId) : "",
      date: "",
      slot: "",
      issueDescription: props.initialDescription,
      requestId: props.requestId,
    },
  });
  const [serviceId, date, slot] = useWatch({ control: form.control, name: ["serviceId", "date", "slot"] });
  const service = props.services.find((s) => String(s.id) === serviceId);
  const booked = useBookedSlots(date);
  const slots = useMemo(
    () => (date ? slotStates(date, service?.duration ?? DEFAULT_APPOINTMENT_DURATION, booked.busy) : []),
    [date, service, booked.busy],
  );
  const serviceRef = useRef<HTMLSelectElement>(null);
  const dateRef = useRef<HTMLFieldSetElement>(null);
  const slotRef = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (props.servicesFailed) toast.error(t("servicesError.title"), { id: "booking-services-error", description: t("servicesError.description") });
  }, [props.servicesFailed, t]);

  // A chosen time that stops being free (another service, another day, just taken) is dropped.
  useEffect(() => {
    if (slot && slots.find((s) => s.slot === slot)?.state !== "free") form.setValue("slot", "");
  }, [slot, slots, form]);

  const focusSlots = () => slotRef.current?.querySelector<HTMLInputElement>("input:checked, input:not(:disabled)")?.focus();
  const [refusal, setRefusal] = useState<BookingRefusalKey | null>(null);
  const { submit, busy } = useBookingSubmit({ form, onTaken: () => (booked.refresh(), focusSlots()), onRefused: setRefusal });

  const onInvalid = (errors: FieldErrors<BookingInput>) => {
    const first = REQUIRED_FIELDS.find((name) => errors[name] && errors[name].message !== "beyondHorizon");
    if (!first && errors.date) return setRefusal("beyondHorizon");
    if (!first) return toast.error(t("tooLong", { max: ISSUE_DESCRIPTION_MAX }));
    toast.error(t("missing.title"), { description: t("missing.description") });
    if (first === "serviceId") serviceRef.current?.focus();
    else if (first === "date") dateRef.current?.querySelector<HTMLButtonElement>("[role=grid] button[tabindex='0']")?.focus();
    else focusSlots();
  };

  // On first touch: the schema, so the first submit does not wait, and the
  // toasts, so a submit that cannot reach the site still says so.
  const preload = () => {
    void bookingResolver.preload();
    preloadToasts();
  };

  const issueError = form.formState.errors.issueDescription;
  return (
    <form
      noValidate
      onSubmit={(event) => form.handleSubmit(submit, onInvalid)(event)}
      onFocus={preload}
      onPointerDown={preload}
      aria-busy={busy}
    >
      <FieldGroup>
        <Controller
          control={form.control}
          name="serviceId"
          render={({ field }) => <ServiceField
              services={props.services}
              value={field.value}
              onChange={field.onChange}
              selectRef={serviceRef}
              coveredTotal={props.coveredTotal}
            />}
        />
        <div className="grid gap-6 md:grid-cols-[auto_1fr]">
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => <DateField value={field.value} onChange={field.onChange} containerRef={dateRef} closures={props.closures} />}
          />
          <Controller
            control={form.control}
            name="slot"
            render={({ field }) => (
              <SlotPicker name={field.name} value={field.value} slots={slots} status={booked.status} onChange={field.onChange} containerRef={slotRef} />
            )}
          />
        </div>
        <Field data-invalid={!!issueError}>
          <FieldLabel htmlFor="booking-issue">{t("issue")}</FieldLabel>
          <Textarea
            id="booking-issue"
            rows={4}
            maxLength={ISSUE_DESCRIPTION_MAX}
            placeholder={t("issuePlaceholder")}
            aria-invalid={!!issueError}
            {...form.register("issueDescription")}
          />
          {issueError ? <FieldError>{t("tooLong", { max: ISSUE_DESCRIPTION_MAX })}</FieldError> : null}
        </Field>
        <BookingRefusal refusal={refusal} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button asChild variant="outline">
            <Link href={props.backHref}>{t("back")}</Link>
          </Button>
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? t("submitting") : t("submit")}
          </Button>
        </div>
      </FieldGroup>
    </form>
  );
}
