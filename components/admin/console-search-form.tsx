import { SearchIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Link } from "@/i18n/navigation";
import { SEARCH_MAX } from "@/lib/rules/admin-filters";

export interface SearchValues {
  query: string | null;
  status: string | null;
  needsCall: boolean;
  unread?: boolean;
}

/**
 * The console's search and filters as a plain GET form: what it sends is the
 * page's address (`?q=…&status=…&needsCall=1&unread=1`), so a view can be
 * bookmarked and shared, and it works before JavaScript loads. `hidden`
 * keeps other parameters (the list view, a status chosen elsewhere); the
 * status select appears when `statuses` are given, `unread` when its value is.
 */
export function ConsoleSearchForm({
  id,
  path,
  values,
  statuses,
  hidden = {},
}: {
  id: string;
  path: string;
  values: SearchValues;
  statuses: { value: string; label: string }[];
  hidden?: Record<string, string>;
}) {
  const t = useTranslations("Admin.search");
  const filtered = values.query !== null || values.status !== null || values.needsCall || Boolean(values.unread);
  const clear = Object.keys(hidden).length > 0 ? `${path}?${new URLSearchParams(hidden).toString()}` : path;
  return (
    <form method="get" role="search" aria-label={t("label")} className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 md:min-w-64">
        <Label htmlFor={`${id}-q`}>{t("query")}</Label>
        <Input id={`${id}-q`} type="search" name="q" defaultValue={values.query ?? ""} maxLength={SEARCH_MAX} aria-describedby={`${id}-q-hint`} />
        <p id={`${id}-q-hint`} className="text-xs text-muted-foreground">
          {t("queryHint")}
        </p>
      </div>
      {statuses.length > 0 ? (
        <div className="flex flex-col gap-1.5 md:w-48">
          <Label htmlFor={`${id}-status`}>{t("status")}</Label>
          <NativeSelect id={`${id}-status`} name="status" defaultValue={values.status ?? ""}>
            <option value="">{t("anyStatus")}</option>
            {statuses.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2 md:pb-2.5">
        <legend className="sr-only">{t("flags")}</legend>
        {values.unread !== undefined ? (
          <label className="flex min-h-6 items-center gap-2 text-sm">
            <input type="checkbox" name="unread" value="1" defaultChecked={values.unread} className="size-4 accent-primary" />
            {t("unread")}
          </label>
        ) : null}
        <label className="flex min-h-6 items-center gap-2 text-sm">
          <input type="checkbox" name="needsCall" value="1" defaultChecked={values.needsCall} className="size-4 accent-primary" />
          {t("needsCall")}
        </label>
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit">
          <SearchIcon aria-hidden />
          {t("submit")}
        </Button>
        {filtered ? (
          <Button asChild variant="outline">
            <Link href={clear}>{t("clear")}</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
