/** The dashboard's tabs, in order; the first is the default. */
export const DASHBOARD_TABS = ["requests", "appointments", "history", "profile"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** `?tab=` as the page receives it -> a tab; anything else is the default. */
export function parseTab(value: string | string[] | undefined): DashboardTab {
  const first = Array.isArray(value) ? value[0] : value;
  return (DASHBOARD_TABS as readonly string[]).includes(first ?? "") ? (first as DashboardTab) : DASHBOARD_TABS[0];
}

/** Messages the dashboard can be asked to toast after a redirect (`?notice=`). */
export const DASHBOARD_NOTICES = ["missing-id", "not-found", "access-denied", "load-failed"] as const;
export type DashboardNotice = (typeof DASHBOARD_NOTICES)[number];

export function parseNotice(value: string | string[] | undefined): DashboardNotice | null {
  const first = Array.isArray(value) ? value[0] : value;
  return (DASHBOARD_NOTICES as readonly string[]).includes(first ?? "") ? (first as DashboardNotice) : null;
}
