import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { consoleHref } from "@/lib/rules/admin-filters";
import { cn } from "@/lib/ui/class-names";
import { TechnicianSwatch, type TechnicianOption } from "./technician-list";

/**
 * The week calendar for everyone or for one technician (`?technician=`, kept
 * with the week's date): plain links, each technician named beside their
 * colour, the current choice marked for screen readers too.
 */
export function TechnicianFilter({ technicians, current, date }: { technicians: readonly TechnicianOption[]; current: string | null; date: string }) {
  const t = useTranslations("Admin.technicians.filter");
  const item = (id: string | null) =>
    cn(
      "inline-flex min-h-9 items-center gap-2 rounded-md border px-3 text-sm font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60",
      id === current && "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
    );
  return (
    <nav aria-label={t("label")} data-testid="technician-filter">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link href={consoleHref("/admin/appointments", { date })} aria-current={current === null ? "page" : undefined} className={item(null)}>
            {t("all")}
          </Link>
        </li>
        {technicians.map((technician) => (
          <li key={technician.id}>
            <Link
              href={consoleHref("/admin/appointments", { date, technician: technician.id })}
              aria-current={technician.id === current ? "page" : undefined}
              className={item(technician.id)}
            >
              <TechnicianSwatch colour={technician.colour} className={cn(technician.id === current && "ring-1 ring-primary-foreground")} />
              {technician.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
