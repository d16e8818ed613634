"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { CalendarPlusIcon } from "lucide-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, useTransition } from "react";
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { DateField } from "@/components/booking/date-field";
import { ServiceField } from "@/components/booking/service-field";
import { SlotPicker } from "@/components/booking/slot-picker";
import { useBookedSlots } from "@/components/booking/use-booked-slots";
import { dateFormat, formatClock, formatTimeWith } from "@/lib/rules/date-time";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field, FieldDescription, FieldError, FieldLabel, FieldLegend, FieldSet } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { adminBookAppointment, type AdminBookAppointmentResult, type AdminBookingRefusal } from "@/lib/actions/admin-book-appointment";
import type { CustomerMatch } from "@/lib/actions/admin-search-customers";
import { slotStates } from "@/lib/rules/booking-availability";
import type { Closure } from "@/lib/rules/booking-closures";
import type { ServiceOption } from "@/lib/rules/booking-services";
import { BOOKING_DAY_END, BOOKING_LIMITS, DEFAULT_APPOINTMENT_DURATION, FULL_NAME_MAX, ISSUE_DESCRIPTION_MAX } from "@/lib/rules/business-rules";
import { cn } from "@/lib/ui/class-names";
import {
  adminBookingSchema,
  PHONE_LENGTH,
  type AdminBookingErrorKey,
  type AdminBookingField,
  type AdminBookingForm,
  type AdminBookingValues,
} from "@/lib/validation/admin-booking";
import { NewCallerFields } from "./new-appointment-caller";
import { CustomerSearch } from "./new-appointment-search";

// The form keeps both kinds' fields; the union schema reads the ones of the chosen kind.
const resolver = standardSchemaResolver(adminBookingSchema) as unknown as Resolver<AdminBookingForm, unknown, AdminBookingValues>;

const EMPTY: AdminBookingForm = {
  kind: "existing",
  customerId: "",
  fullName: "",
  phone: "",
  email: "",
  locale: "",
  serviceId: "",
  date: "",
  slot: "",
  issueDescription: "",
};

/** The fields in the order the dialog shows them: the first with an error gets the focus. */
const ORDER: readonly AdminBookingField[] = ["kind", "customerId", "fullName", "phone", "email", "locale", "serviceId", "date", "slot", "issueDescription"];

const ISSUE = { input: "new-appointment-issue", hint: "new-appointment-issue-hint", error: "new-appointment-issue-error" };

/** "5551234567" or "(512) 555-0147": text that can only be a phone number. */
const looksLikePhone = (text: string) => /^[+\d][\d\s()./-]*$/.test(text) && text.replace(/\D/g, "").length >= 3;

/**
 * "New appointment" on the console's appointments page: staff book for
 * someone on the phone. Either an existing customer, found by name, email or
 * phone, or a new caller (name, phone, email, language), for whom the
 * server makes an account and sends an invitation. Then the service, the day
 * and the time with the customer booking form's own fields and free-slot
 * logic (closed days greyed out), and optional notes. Errors show under
 * their fields and the first one gets the focus; the database's refusals
 * show above the buttons (a slot just taken refreshes the free times). On
 * success: a toast saying what happened to the account, the page reads the
 * schedule again, and the focus returns to the button that opened it.
 */
export function NewAppointmentDialog({ services, servicesFailed, closures }: { services: ServiceOption[]; servicesFailed: boolean; closures: Closure[] }) {
  const t = useTranslations("Admin.newAppointment");
  const booking = useTranslations("Booking");
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const [refusal, setRefusal] = useState<AdminBookingRefusal | null>(null);
  const [picked, setPicked] = useState<CustomerMatch | null>(null);
  const form = useForm<AdminBookingForm, unknown, AdminBookingValues>({ resolver, shouldFocusError: false, defaultValues: EMPTY });
  const [kind, serviceId, date, slot] = useWatch({ control: form.control, name: ["kind", "serviceId", "date", "slot"] });
  const service = services.find((s) => String(s.id) === serviceId);
  const booked = useBookedSlots(date);
  const slots = useMemo(
    () => (date ? slotStates(date, service?.duration ?? DEFAULT_APPOINTMENT_DURATION, booked.busy) : []),
    [date, service, booked.busy],
  );

  const kindRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const localeRef = useRef<HTMLDivElement>(null);
  const serviceRef = useRef<HTMLSelectElement>(null);
  const dateRef = useRef<HTMLFieldSetElement>(null);
  const slotRef = useRef<HTMLFieldSetElement>(null);
  /** A field to focus once the other kind's fields have rendered. */
  const focusAfterSwitch = useRef<AdminBookingField | null>(null);

  // A chosen time that stops being free (another service, another day, just taken) is dropped.
  useEffect(() => {
    if (slot && slots.find((s) => s.slot === slot)?.state !== "free") form.setValue("slot", "");
  }, [slot, slots, form]);

  useEffect(() => {
    if (open && servicesFailed) toast.error(booking("servicesError.title"), { id: "booking-services-error", description: booking("servicesError.description") });
  }, [open, servicesFailed, booking]);

  const focusField = (field: AdminBookingField) => {
    const first = <T extends HTMLElement>(root: HTMLElement | null, ...selectors: string[]) =>
      selectors.map((selector) => root?.querySelector<T>(selector)).find(Boolean) ?? null;
    switch (field) {
      case "kind":
        return first(kindRef.current, "[role=radio][data-state=checked]", "[role=radio]")?.focus();
      case "customerId":
        return (first(resultsRef.current, "[role=radio][data-state=checked]", "[role=radio]") ?? searchRef.current)?.focus();
      case "locale":
        return first(localeRef.current, "[role=radio][data-state=checked]", "[role=radio]")?.focus();
      case "serviceId":
        return serviceRef.current?.focus();
      case "date":
        return first(dateRef.current, "[role=grid] button[tabindex='0']", "[role=grid] button:not(:disabled)")?.focus();
      case "slot":
        return (first(slotRef.current, "input:checked", "input:not(:disabled)") ?? first(dateRef.current, "[role=grid] button[tabindex='0']"))?.focus();
      default:
        return form.setFocus(field);
    }
  };

  useEffect(() => {
    const field = focusAfterSwitch.current;
    focusAfterSwitch.current = null;
    if (field) focusField(field);
    // Only after the kind changed (and its fields rendered).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind]);

  const switchKind = (next: AdminBookingForm["kind"], focus?: AdminBookingField) => {
    form.clearErrors();
    setRefusal(null);
    focusAfterSwitch.current = focus ?? null;
    form.setValue("kind", next);
  };

  const pick = (customer: CustomerMatch) => {
    setPicked(customer);
    form.setValue("customerId", customer.id, { shouldValidate: !!form.formState.errors.customerId });
  };

  /** "No match": the search text goes to the field it looks like (email, phone or name) of a new caller. */
  const asNewCaller = (query: string) => {
    const field = query.includes("@") ? "email" : looksLikePhone(query) ? "phone" : "fullName";
    if (!form.getValues(field)) form.setValue(field, query);
    switchKind("new", "fullName");
  };

  const errorText = (key: string) =>
    t(`errors.${key as AdminBookingErrorKey}`, { days: BOOKING_LIMITS.horizonDays, max: key === "nameTooLong" ? FULL_NAME_MAX : ISSUE_DESCRIPTION_MAX, ...PHONE_LENGTH });
  const { errors } = form.formState;
  const error = (field: AdminBookingField) => {
    const key = errors[field]?.message;
    return key ? errorText(key) : null;
  };

  const onInvalid = (invalid: FieldErrors<AdminBookingForm>) => {
    const field = ORDER.find((name) => invalid[name]);
    if (field) focusField(field);
  };

  const customerName = (values: AdminBookingForm) =>
    values.kind === "existing" ? picked?.fullName?.trim() || picked?.email || "" : values.fullName.trim();

  const submit = () => {
    setRefusal(null);
    const values = form.getValues();
    startTransition(async () => {
      const result = await adminBookAppointment(values).catch((): AdminBookAppointmentResult => ({ ok: false, error: "failed", field: null }));
      if (!result.ok) {
        if (result.field !== null) {
          form.setError(result.field, { message: result.error });
          focusField(result.field);
          return;
        }
        setRefusal(result.error);
        if (result.error === "taken" || result.error === "closed") booked.refresh();
        if (result.error === "customerNotFound") {
          setPicked(null);
          form.setValue("customerId", "");
        }
        return;
      }
      const start = new Date(result.appointmentDate);
      const email = values.email.trim().toLowerCase();
      toast.success(t("success.title"), {
        description: t(`success.${result.account}`, {
          service: service?.name ?? "",
          customer: customerName(values),
          date: format.dateTime(start, dateFormat),
          time: formatTimeWith(format, start),
          email,
        }),
      });
      if (result.account === "created" && !result.invited) toast.error(t("inviteFailed.title"), { description: t("inviteFailed.description", { email }) });
      form.reset(EMPTY);
      setPicked(null);
      setOpen(false);
      router.refresh();
    });
  };

  const onOpenChange = (next: boolean) => {
    if (pending) return;
    if (next) setRefusal(null);
    setOpen(next);
  };

  const kinds = [
    { value: "existing", label: t("existing"), hint: t("existingHint") },
    { value: "new", label: t("new"), hint: t("newHint") },
  ] as const;
  const issueError = error("issueDescription");
  const dateError = error("date");

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button className="w-full sm:w-auto">
          <CalendarPlusIcon aria-hidden />
          {t("open")}
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel={t("close")}
        className="h-dvh max-h-dvh w-full max-w-full rounded-none border-0 p-4 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-3xl sm:rounded-lg sm:border sm:p-6"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          if (form.getValues("kind") === "existing") searchRef.current?.focus();
          else form.setFocus("fullName");
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(submit, onInvalid)} aria-busy={pending} className="flex min-w-0 flex-col gap-6">
          <FieldSet className="gap-2">
            <FieldLegend id="new-appointment-kind" variant="label" className="mb-1">
              {t("who")}
            </FieldLegend>
            <RadioGroup
              ref={kindRef}
              aria-labelledby="new-appointment-kind"
              value={kind}
              onValueChange={(next) => switchKind(next as AdminBookingForm["kind"])}
              disabled={pending}
              className="grid gap-3 sm:grid-cols-2"
            >
              {kinds.map((option) => {
                const id = `new-appointment-kind-${option.value}`;
                return (
                  <div
                    key={option.value}
                    className={cn("flex items-start gap-3 rounded-md border p-3", kind === option.value && "border-primary bg-primary/5")}
                  >
                    <RadioGroupItem id={id} value={option.value} aria-describedby={`${id}-hint`} className="mt-0.5" />
                    <div className="flex flex-col gap-0.5">
                      <Label htmlFor={id} className="cursor-pointer">
                        {option.label}
                      </Label>
                      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                        {option.hint}
                      </p>
                    </div>
                  </div>
                );
              })}
            </RadioGroup>
          </FieldSet>

          {kind === "existing" ? (
            <CustomerSearch
              picked={picked}
              onPick={pick}
              onNewCaller={asNewCaller}
              error={error("customerId")}
              inputRef={searchRef}
              resultsRef={resultsRef}
              disabled={pending}
            />
          ) : (
            <NewCallerFields form={form} errorText={errorText} localeRef={localeRef} disabled={pending} />
          )}

          <Controller
            control={form.control}
            name="serviceId"
            render={({ field }) => (
              <ServiceField services={services} value={field.value} onChange={field.onChange} selectRef={serviceRef} error={error("serviceId")} />
            )}
          />
          <div className="grid min-w-0 gap-6 md:grid-cols-[auto_1fr]">
            <div className="flex min-w-0 flex-col gap-2">
              <Controller
                control={form.control}
                name="date"
                render={({ field }) => (
                  <DateField value={field.value} onChange={field.onChange} containerRef={dateRef} closures={closures} idPrefix="new-appointment" />
                )}
              />
              {dateError ? <FieldError id="new-appointment-date-error">{dateError}</FieldError> : null}
            </div>
            <Controller
              control={form.control}
              name="slot"
              render={({ field }) => (
                <SlotPicker
                  name="new-appointment-slot"
                  value={field.value}
                  slots={slots}
                  status={booked.status}
                  onChange={field.onChange}
                  containerRef={slotRef}
                  error={error("slot")}
                />
              )}
            />
          </div>
          <Field data-invalid={!!issueError}>
            <FieldLabel htmlFor={ISSUE.input}>{t("issue")}</FieldLabel>
            <Textarea
              id={ISSUE.input}
              rows={3}
              maxLength={ISSUE_DESCRIPTION_MAX}
              disabled={pending}
              aria-invalid={!!issueError}
              aria-describedby={issueError ? `${ISSUE.hint} ${ISSUE.error}` : ISSUE.hint}
              {...form.register("issueDescription")}
            />
            <FieldDescription id={ISSUE.hint}>{t("issueHint")}</FieldDescription>
            {issueError ? <FieldError id={ISSUE.error}>{issueError}</FieldError> : null}
          </Field>

          {refusal ? (
            <Alert variant="destructive" data-refusal={refusal}>
              <AlertTitle>{t("refusals.title")}</AlertTitle>
              <AlertDescription>
                {t(`refusals.${refusal}`, {
                  days: BOOKING_LIMITS.horizonDays,
                  max: BOOKING_LIMITS.maxUpcoming,
                  end: formatClock(BOOKING_DAY_END, locale),
                })}
              </AlertDescription>
            </Alert>
          ) : null}

          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {t("cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? t("submitting") : t("submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
