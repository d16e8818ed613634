"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useOptimistic, useTransition, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DASHBOARD_TABS, type DashboardTab } from "@/lib/rules/dashboard-tabs";

/**
 * The four dashboard tabs. The server renders only the tab in the address
 * (`?tab=`), so a reload or a shared link opens the same one; choosing another
 * tab replaces the address and the server sends that tab's panel. The chosen
 * tab shows as selected at once, its panel busy until it arrives; the page
 * around it stays as it is.
 */
export function DashboardTabs({ tab, panel }: { tab: DashboardTab; panel: ReactNode }) {
  const t = useTranslations("Dashboard");
  const common = useTranslations("Common");
  const router = useRouter();
  const [, startLoading] = useTransition();
  const [shown, show] = useOptimistic(tab);

  const select = (value: string) =>
    startLoading(() => {
      show(value as DashboardTab);
      router.replace(`?tab=${value}`, { scroll: false });
    });

  return (
    <Tabs value={shown} onValueChange={select} className="gap-6">
      <TabsList aria-label={t("tabsLabel")} className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit">
        {DASHBOARD_TABS.map((value) => (
          <TabsTrigger key={value} value={value} className="min-h-9 whitespace-normal">
            {t(`tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {DASHBOARD_TABS.map((value) => (
        <TabsContent key={value} value={value} aria-busy={value !== tab}>
          {value === tab ? (
            panel
          ) : (
            <p role="status" className="py-10 text-center text-muted-foreground">
              {common("loading")}
            </p>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
