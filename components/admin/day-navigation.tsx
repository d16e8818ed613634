import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Link } from "@/i18n/navigation";
import { addDays } from "@/lib/rules/booking-time";

/**
 * Moves the day view: previous and next day, back to today, or any date
 * (a plain GET form, so it works before JavaScript loads).
 */
export function DayNavigation({ day, today }: { day: string; today: string }) {
  const t = useTranslations("Admin.appointments.day");
  const href = (d: string) => `/admin/appointments?date=${d}`;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
      <nav aria-label={t("title")} className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={href(addDays(day, -1))}>
            <ChevronLeftIcon aria-hidden />
            {t("previous")}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={href(today)} aria-current={day === today ? "date" : undefined}>
            {t("today")}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={href(addDays(day, 1))}>
            {t("next")}
            <ChevronRightIcon aria-hidden />
          </Link>
        </Button>
      </nav>
      <form method="get" className="flex items-end gap-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="admin-day">{t("pick")}</Label>
          <Input key={day} id="admin-day" type="date" name="date" defaultValue={day} required className="w-auto" />
        </div>
        <Button type="submit" variant="secondary">
          {t("show")}
        </Button>
      </form>
    </div>
  );
}
