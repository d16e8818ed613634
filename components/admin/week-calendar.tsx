import { useFormatter, useLocale, useTranslations } from "next-intl";
import { serviceName } from "@/lib/rules/service-name";
import { dayAsDate } from "@/lib/rules/admin-days";
import { assignLanes, blockPosition, byShopDay, closedSpans, hourLines, slotsLeft, spanPosition, walkInDay } from "@/lib/rules/admin-week";
import { BOOKING_SLOTS } from "@/lib/rules/business-rules";
import { site } from "@/lib/site/business-profile";
import type { Closure } from "@/lib/rules/booking-closures";
import { reasonIn } from "@/lib/rules/booking-closures";
import type { AdminAppointment } from "@/lib/data/admin-appointments";
import { formatClock, formatTimeWith, hourFormat, unbroken } from "@/lib/rules/date-time";
import { appointmentActions } from "@/lib/rules/admin-appointment-actions";
import { isAppointmentStatus } from "@/lib/rules/business-rules";
import { cn } from "@/lib/ui/class-names";
import { customerLabel } from "./customer-cell";
import { WeekAppointment, type WeekBlockLabels, type WeekBlockText } from "./week-appointment";
import { WeekVisitDetails } from "./week-appointment-details";
import { WeekDragDrop } from "./week-drag-drop";
import { WeekDropCell } from "./week-drop-cell";

/** Height of one hour on the calendar. */
const HOUR_REM = 6;

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

/**
 * The week as columns (Monday to Friday, then Saturday with its walk-in
 * hours as a labelled lane), the shop's hours as rows on its clock; each
 * open or completed appointment a block sized by its duration, side by side
 * when technicians overlap; closures shaded with their reason. Each working
 * day's heading names the technicians on duty and the half-hour starts left;
 * each of its half-hour starts is a drop target for a dragged visit
 * (WeekDragDrop). Today is marked. On a phone only `selected` shows (the day
 * view). With `technician`, only that technician's visits show; the capacity
 * still counts everyone's.
 */
export function WeekCalendar({
  days,
  today,
  selected,
  appointments,
  technicians,
  closures,
  now,
  technician = null,
}: {
  /** Monday to Friday; the Saturday after them is added. */
  days: string[];
  today: string;
  selected: string;
  appointments: AdminAppointment[];
  /** Technicians on duty per day of `days`, null when they could not be read. */
  technicians: (number | null)[];
  closures: Closure[];
  now: string;
  /** Show only the visits of this technician (an account id). */
  technician?: string | null;
}) {
  const t = useTranslations("Admin.appointments.week");
  const appointmentsT = useTranslations("Admin.appointments");
  const unknownCustomer = useTranslations("Admin.customer")("unknown");
  const statusLabels = useTranslations("AppointmentStatus");
  const types = useTranslations("ServiceTypes");
  const format = useFormatter();
  const locale = useLocale();
  const active = byShopDay(appointments.filter((a) => a.status !== "cancelled"));
  const activeOn = (day: string) => active.get(day) ?? [];
  const shownOn = (day: string) => (technician === null ? activeOn(day) : activeOn(day).filter((a) => a.technician_id === technician));
  const lines = hourLines();
  const nowInstant = new Date(now);
  const labels: WeekBlockLabels = { needsCall: appointmentsT("needsCall"), bookedByPhone: appointmentsT("bookedByPhone"), unassigned: t("unassigned") };
  const blockText = (item: AdminAppointment): WeekBlockText => {
    const service = serviceName(types, item);
    const customer = customerLabel(item, unknownCustomer);
    return {
      time: formatTimeWith(format, item.appointment_date),
      customer,
      service,
      status: isAppointmentStatus(item.status) ? statusLabels(item.status) : item.status,
      title: t("detailsTitle", { service, customer }),
    };
  };
  const height = `${(lines.length - 1) * HOUR_REM}rem`;

  const saturday = walkInDay(days[0]!);
  const walkIn = site.hours.saturday;
  const at = (from: string, until: number) => {
    const span = spanPosition(from, until);
    return { top: `${span.top}%`, height: `${span.height}%` };
  };

  const dayColumn = (day: string, index: number | null) => {
    const list = shownOn(day);
    const isWalkInDay = index === null;
    const onDuty = isWalkInDay ? null : (technicians[index] ?? null);
    const left = onDuty === null ? null : slotsLeft(day, activeOn(day), onDuty, closures, nowInstant);
    const spans = closedSpans(day, closures);
    const isToday = day === today;
    const headingId = `week-day-${day}`;
    const hidden = day !== selected ? "max-md:hidden" : "";
    return (
      <section key={day} aria-labelledby={headingId} className={cn("contents", hidden)} data-week-day={day}>
        <header className={cn("row-start-1 flex flex-col gap-0.5 border-b pb-2 text-sm", hidden)}>
          <h3 id={headingId} className="font-semibold">
            {format.dateTime(dayAsDate(day), { weekday: "long", month: "short", day: "numeric" })}
            {isToday ? (
              <span className="ml-1.5 rounded bg-primary px-1.5 py-0.5 text-xs font-medium text-primary-foreground" aria-current="date">
                {t("today")}
              </span>
            ) : null}
          </h3>
          <p className="text-xs text-muted-foreground" data-testid={isWalkInDay ? "walk-in-note" : "day-capacity"}>
            {isWalkInDay ? t("walkInsOnly") : onDuty === null ? t("capacityUnknown") : t("capacity", { technicians: onDuty, left: left ?? 0 })}
          </p>
        </header>
        <div className={cn("relative row-start-2 rounded-md border bg-card", isToday && "bg-primary/5 ring-1 ring-primary/40", hidden)} style={{ height }}>
          {lines.slice(1, -1).map((line, i) => (
            <div
              key={line}
              aria-hidden
              className="absolute inset-x-0 border-t border-dashed border-border"
              style={{ top: `${((i + 1) / (lines.length - 1)) * 100}%` }}
            />
          ))}
          {isWalkInDay ? (
            <div
              data-testid="walk-in-lane"
              className="absolute inset-x-0 flex flex-col items-center gap-0.5 border-y-2 border-teal-600 bg-teal-50 p-1 text-center text-xs text-teal-950 dark:border-teal-400 dark:bg-teal-400/15 dark:text-teal-50"
              style={at(walkIn.opens, minutesOf(walkIn.closes))}
            >
              <span className="font-semibold">{t("walkInLane")}</span>
              <span>{t("walkInHours", { from: formatClock(walkIn.opens, locale), until: formatClock(walkIn.closes, locale) })}</span>
            </div>
          ) : (
            BOOKING_SLOTS.map((slot) => <WeekDropCell key={slot} day={day} slot={slot} style={at(slot, minutesOf(slot) + 30)} />)
          )}
          {spans.map(({ closure, from, until }) => (
            <div
              key={`${closure.startsOn}-${from}`}
              data-testid="closure"
              className="absolute inset-x-0 flex items-start justify-center overflow-hidden bg-[repeating-linear-gradient(135deg,var(--muted)_0_8px,transparent_8px_16px)] p-1 text-center text-xs font-medium text-foreground"
              style={at(from, minutesOf(until))}
            >
              <span className="rounded bg-background/90 px-1">{t("closed", { reason: reasonIn(closure, locale) })}</span>
            </div>
          ))}
          {list.length === 0 ? <p className="sr-only">{t("empty")}</p> : null}
          <ol className="contents">
            {assignLanes(list).map(({ item, lane, lanes }) => {
              const position = blockPosition(item.appointment_date, item.duration);
              return (
                <li key={item.id} className="contents">
                  <WeekAppointment
                    appointment={item}
                    text={blockText(item)}
                    labels={labels}
                    movable={appointmentActions(item, nowInstant).includes("reschedule")}
                    style={{
                      top: `${position.top}%`,
                      height: `max(${position.height}%, 1.75rem)`,
                      left: `calc(${(lane / lanes) * 100}% + 2px)`,
                      width: `calc(${100 / lanes}% - 4px)`,
                    }}
                  />
                </li>
              );
            })}
          </ol>
        </div>
      </section>
    );
  };

  return (
    <WeekDragDrop>
      <WeekVisitDetails appointments={[...days, saturday].flatMap(shownOn)} now={now}>
        <div className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-1 md:grid-cols-[4rem_repeat(6,minmax(0,1fr))]" data-testid="week-calendar">
          <div aria-hidden className="row-start-1" />
          <div aria-hidden className="relative row-start-2" style={{ height }}>
            {lines.map((line, i) => (
              <span
                key={line}
                className="absolute right-1 -translate-y-1/2 text-xs text-muted-foreground tabular-nums"
                style={{ top: `${(i / (lines.length - 1)) * 100}%` }}
              >
                {unbroken(format.dateTime(new Date(`1970-01-01T${line}:00Z`), { ...hourFormat, timeZone: "UTC" }))}
              </span>
            ))}
          </div>
          {days.map((day, index) => dayColumn(day, index))}
          {dayColumn(saturday, null)}
        </div>
      </WeekVisitDetails>
    </WeekDragDrop>
  );
}
