/** "09:00" -> a localized clock time ("9:00 AM" in English, "9:00 a.m." in Spanish). */
export function formatClock(time: string, locale: string) {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}
