import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { addDays } from "@/lib/rules/booking-time";
import { consoleHref } from "@/lib/rules/admin-filters";
import { stepWorkingDay } from "@/lib/rules/admin-week";

/**
 * Moves the calendar: the previous and next week and back to today on a wide
 * screen; on a phone, where one day shows, the previous and next working day.
 * Plain links (`?date=`, keeping `?technician=`), so they work before JavaScript loads.
 */
export function WeekNavigation({ day, today, technician = null }: { day: string; today: string; technician?: string | null }) {
  const t = useTranslations("Admin.appointments.week");
  const href = (d: string) => consoleHref("/admin/appointments", { date: d, technician });
  const item = "max-md:hidden";
  const phone = "md:hidden";
  return (
    <nav aria-label={t("navigation")} className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm" className={item}>
        <Link href={href(addDays(day, -7))}>
          <ChevronLeftIcon aria-hidden />
          {t("previous")}
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm" className={phone}>
        <Link href={href(stepWorkingDay(day, -1))}>
          <ChevronLeftIcon aria-hidden />
          {t("previousDay")}
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link href={href(today)}>{t("today")}</Link>
      </Button>
      <Button asChild variant="outline" size="sm" className={phone}>
        <Link href={href(stepWorkingDay(day, 1))}>
          {t("nextDay")}
          <ChevronRightIcon aria-hidden />
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm" className={item}>
        <Link href={href(addDays(day, 7))}>
          {t("next")}
          <ChevronRightIcon aria-hidden />
        </Link>
      </Button>
    </nav>
  );
}
