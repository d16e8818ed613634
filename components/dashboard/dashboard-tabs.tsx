"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DASHBOARD_TABS, type DashboardTab } from "@/lib/dashboard/tabs";

/**
 * The four dashboard tabs. The URL follows the tab (`?tab=`) so a reload or a
 * shared link opens the same one. The address is rewritten in place with
 * history.replaceState (Next.js keeps its router in sync with it): a
 * router.replace would re-render the page on the server and read every list
 * again only to show content the browser already has.
 */
export function DashboardTabs({ initialTab, panels }: { initialTab: DashboardTab; panels: Record<DashboardTab, ReactNode> }) {
  const t = useTranslations("Dashboard");
  const [tab, setTab] = useState(initialTab);

  const select = (value: string) => {
    const next = value as DashboardTab;
    setTab(next);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", next);
    window.history.replaceState(window.history.state, "", url);
  };

  return (
    <Tabs value={tab} onValueChange={select} className="gap-6">
      <TabsList aria-label={t("tabsLabel")} className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit">
        {DASHBOARD_TABS.map((value) => (
          <TabsTrigger key={value} value={value} className="min-h-9 whitespace-normal">
            {t(`tabs.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {DASHBOARD_TABS.map((value) => (
        <TabsContent key={value} value={value}>
          {panels[value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
