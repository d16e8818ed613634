import { CalendarCheckIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { EmptyState } from "@/components/shared/empty-state";
import { reasonIn } from "@/lib/rules/booking-closures";
import type { AdminClosure } from "@/lib/data/admin-schedule";
import { useClosureText } from "./closure-text";
import { RemoveClosureButton } from "./remove-closure-button";

/** Where focus goes when a closure is removed (the list stays, even when it empties). */
const LIST_ID = "closure-list";

/**
 * The closures from today on, soonest first: days, hours (shop's clock) and
 * the reason in the active language, each with Remove. Rows carry
 * `data-closure-id`.
 */
export function ClosureList({ closures }: { closures: AdminClosure[] }) {
  const t = useTranslations("Admin.schedule.closures");
  const locale = useLocale();
  const describe = useClosureText();
  return (
    <div id={LIST_ID} tabIndex={-1} className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
      {closures.length === 0 ? (
        <EmptyState icon={CalendarCheckIcon} message={t("empty")} />
      ) : (
        <ul className="flex flex-col gap-3">
          {closures.map((closure) => {
            const { dates, hours } = describe(closure);
            return (
              <li
                key={closure.id}
                data-closure-id={closure.id}
                className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="font-medium">
                    <time dateTime={closure.startsOn}>{dates}</time>
                  </p>
                  <p className="text-sm text-muted-foreground">{hours}</p>
                  <p className="text-sm break-words">{reasonIn(closure, locale)}</p>
                </div>
                <RemoveClosureButton id={closure.id} dates={dates} hours={hours} focusAfter={LIST_ID} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
