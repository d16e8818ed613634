import { CalendarRangeIcon, ListIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/ui/class-names";

/** Week calendar or list, for the same day (`?view=list`); the current one is marked. */
export function ViewSwitch({ current, date }: { current: "week" | "list"; date: string }) {
  const t = useTranslations("Admin.appointments.views");
  const views = [
    { view: "week", href: `/admin/appointments?date=${date}`, icon: CalendarRangeIcon },
    { view: "list", href: `/admin/appointments?view=list&date=${date}`, icon: ListIcon },
  ] as const;
  return (
    <nav aria-label={t("label")}>
      <ul className="inline-flex rounded-lg border p-1">
        {views.map(({ view, href, icon: Icon }) => (
          <li key={view}>
            <Link
              href={href}
              aria-current={view === current ? "page" : undefined}
              className={cn(
                "inline-flex min-h-9 items-center gap-2 rounded-md px-3 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60",
                view === current && "bg-primary text-primary-foreground hover:bg-primary/90",
              )}
            >
              <Icon aria-hidden className="size-4" />
              {t(view)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
