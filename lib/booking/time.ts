import { TZDate } from "@date-fns/tz";
import { BOOKING_DAY_END, BOOKING_SLOTS, BOOKING_WEEKDAYS, BUSINESS_TIME_ZONE } from "@/lib/business-rules";

/** "13:30" -> "1:30 PM" (the spec's slot label). */
export function slotLabel(slot: string) {
  const [h = 0, m = 0] = slot.split(":").map(Number);
  const suffix = h >= 12 ? "PM" : "AM";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** "h:mm AM/PM" -> "HH:MM" (spec §5: PM below 12 adds 12 hours, 12 AM becomes 0). */
export function labelTo24h(label: string) {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(label.trim());
  if (!match) throw new Error(`Not a time label: ${label}`);
  let hours = Number(match[1]);
  const pm = match[3]!.toUpperCase() === "PM";
  if (pm && hours < 12) hours += 12;
  if (!pm && hours === 12) hours = 0;
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
};

/** The instant a business-local date ("2026-11-24") and slot ("09:00") stand for, whatever the browser's zone. */
export function slotInstant(date: string, slot: string) {
  const [y = 0, mo = 1, d = 1] = date.split("-").map(Number);
  const [h = 0, m = 0] = slot.split(":").map(Number);
  return new Date(new TZDate(y, mo - 1, d, h, m, BUSINESS_TIME_ZONE).getTime());
}

/** Today's date at the shop, "YYYY-MM-DD". */
export function businessToday(now = new Date()) {
  const shop = new TZDate(now.getTime(), BUSINESS_TIME_ZONE);
  return `${shop.getFullYear()}-${String(shop.getMonth() + 1).padStart(2, "0")}-${String(shop.getDate()).padStart(2, "0")}`;
}

/** Weekdays from today on, in the shop's calendar (spec §5). */
export function isBookableDate(date: string, now = new Date()) {
  if (date < businessToday(now)) return false;
  const [y = 0, mo = 1, d = 1] = date.split("-").map(Number);
  const weekday = new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
  return (BOOKING_WEEKDAYS as readonly number[]).includes(weekday);
}

export interface BusyInterval {
  starts_at: string;
  ends_at: string;
}

/** Slots that cannot be booked: past, running past the day's end, or overlapping a booking. */
export function unavailableSlots(date: string, durationMinutes: number, busy: BusyInterval[], now = new Date()) {
  return BOOKING_SLOTS.filter((slot) => {
    const start = slotInstant(date, slot).getTime();
    const end = start + durationMinutes * 60_000;
    if (start <= now.getTime()) return true;
    if (minutes(slot) + durationMinutes > minutes(BOOKING_DAY_END)) return true;
    return busy.some((b) => start < new Date(b.ends_at).getTime() && new Date(b.starts_at).getTime() < end);
  });
}
