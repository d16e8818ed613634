"use client";

import { TZDate } from "@date-fns/tz";
import { enUS, es } from "date-fns/locale";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Field, FieldDescription, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { Link, useRouter } from "@/i18n/navigation";
import { scheduleAppointment } from "@/lib/actions/schedule-appointment";
import { BUSINESS_TIME_ZONE } from "@/lib/business-rules";
import { isBookableDate, unavailableSlots, type BusyInterval } from "@/lib/booking/time";
import { createClient } from "@/lib/supabase/client";
import { SlotPicker } from "./slot-picker";

export interface BookingServiceOption {
  id: number;
  label: string;
  description: string;
  duration: number;
}

const toDateKey = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;

export function BookingForm(props: {
  services: BookingServiceOption[];
  initialServiceId: number | null;
  initialDescription: string;
  requestId: string | null;
  servicesError: string | null;
}) {
  const t = useTranslations("Booking");
  const locale = useLocale();
  const format = useFormatter();
  const router = useRouter();
  const [serviceId, setServiceId] = useState<number | null>(props.initialServiceId);
  const [day, setDay] = useState<Date | undefined>();
  const [slot, setSlot] = useState<string | null>(null);
  const [issue, setIssue] = useState(props.initialDescription);
  const [busy, setBusy] = useState<BusyInterval[]>([]);
  const [pending, startTransition] = useTransition();
  const [today] = useState(() => new TZDate(Date.now(), BUSINESS_TIME_ZONE));
  const service = props.services.find((s) => s.id === serviceId) ?? null;
  const date = day ? toDateKey(day) : null;

  useEffect(() => {
    if (props.servicesError) toast.error(t("servicesErrorTitle"), { description: props.servicesError });
  }, [props.servicesError, t]);

  useEffect(() => {
    if (!date) return;
    let active = true;
    void createClient()
      .rpc("get_booked_slots", { p_date: date })
      .then(({ data }) => active && setBusy(data ?? []));
    return () => {
      active = false;
    };
  }, [date]);

  const unavailable = useMemo(() => (date ? unavailableSlots(date, service?.duration ?? 60, busy) : []), [date, service, busy]);
  const chosenSlot = slot && !(unavailable as readonly string[]).includes(slot) ? slot : null;

  const submit = () => {
    if (!service || !date || !chosenSlot) return toast.error(t("missingTitle"), { description: t("missing") });
    startTransition(async () => {
      const result = await scheduleAppointment({ serviceId: service.id, date, slot: chosenSlot as never, issueDescription: issue, requestId: props.requestId });
      if (!result.ok) {
        const key = result.error === "missing" ? "missing" : result.error;
        toast.error(key === "missing" ? t("missingTitle") : t("errorTitle"), { description: t(key as "errorGeneric") });
        return;
      }
      const when = new Date(result.startsAt);
      toast.success(t("successTitle"), {
        description: t("success", {
          date: format.dateTime(when, { month: "short", day: "numeric", year: "numeric" }),
          time: format.dateTime(when, { hour: "2-digit", minute: "2-digit" }),
        }),
      });
      router.push("/dashboard?tab=appointments");
    });
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FieldGroup>
        <Field>
          <FieldLabel htmlFor="booking-service">{t("service")}</FieldLabel>
          <Select value={serviceId ? String(serviceId) : undefined} onValueChange={(value) => setServiceId(Number(value))}>
            <SelectTrigger id="booking-service">
              <SelectValue placeholder={t("servicePlaceholder")} />
            </SelectTrigger>
            <SelectContent>
              {props.services.map((option) => (
                <SelectItem key={option.id} value={String(option.id)}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {service ? (
            <FieldDescription>
              {service.description} · {t("duration", { minutes: service.duration })}
            </FieldDescription>
          ) : null}
        </Field>
        <Field>
          <FieldLabel id="booking-date-label">{t("date")}</FieldLabel>
          <Calendar
            mode="single"
            selected={day}
            onSelect={setDay}
            locale={locale === "es" ? es : enUS}
            weekStartsOn={locale === "es" ? 1 : 0}
            disabled={(candidate) => !isBookableDate(toDateKey(candidate))}
            startMonth={today}
            aria-labelledby="booking-date-label"
            labels={{ labelNext: () => t("nextMonth"), labelPrevious: () => t("previousMonth") }}
            className="w-fit max-w-full rounded-md border"
          />
        </Field>
        <Field>
          <FieldLabel id="booking-time-label">{t("time")}</FieldLabel>
          <FieldDescription id="booking-time-zone">{t("timeZoneNote")}</FieldDescription>
          {date ? <SlotPicker value={chosenSlot} unavailable={unavailable} onChange={setSlot} /> : <p className="text-sm text-muted-foreground">{t("pickDateFirst")}</p>}
        </Field>
        <Field>
          <FieldLabel htmlFor="booking-issue">{t("issue")}</FieldLabel>
          <Textarea id="booking-issue" value={issue} maxLength={2000} placeholder={t("issuePlaceholder")} onChange={(e) => setIssue(e.target.value)} />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button asChild variant="outline">
            <Link href="/dashboard">{t("back")}</Link>
          </Button>
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? t("submitting") : t("submit")}
          </Button>
        </div>
      </FieldGroup>
    </form>
  );
}
