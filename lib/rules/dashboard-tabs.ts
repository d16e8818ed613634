import { isUuid } from "./uuid";

/** The dashboard's tabs, in order; the first is the default. */
export const DASHBOARD_TABS = ["requests", "appointments", "history", "profile"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** `?tab=` as the page receives it -> a tab; anything else is the default. */
export function parseTab(value: string | string[] | undefined): DashboardTab {
  const first = Array.isArray(value) ? value[0] : value;
  return (DASHBOARD_TABS as readonly string[]).includes(first ?? "") ? (first as DashboardTab) : DASHBOARD_TABS[0];
}

/** What an email's link can ask the appointments tab to open for one appointment. */
export const APPOINTMENT_ACTIONS = ["reschedule", "cancel"] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

/**
 * `?appointment=<id>&action=reschedule|cancel` (the links in appointment
 * emails) -> the dialog to open, or null. The id is only matched against the
 * signed-in customer's own rows, which RLS has already chosen.
 */
export function parseAppointmentAction(appointment: string | string[] | undefined, action: string | string[] | undefined) {
  const id = Array.isArray(appointment) ? appointment[0] : appointment;
  const which = Array.isArray(action) ? action[0] : action;
  if (!id || !isUuid(id) || !(APPOINTMENT_ACTIONS as readonly string[]).includes(which ?? "")) return null;
  return { id, action: which as AppointmentAction };
}

/** The dashboard path that opens `action` for appointment `id`, as the emails link to it. */
export const appointmentActionPath = (id: string, action: AppointmentAction) => `/dashboard?tab=appointments&appointment=${id}&action=${action}`;

/** Messages the dashboard can be asked to toast after a redirect (`?notice=`). */
export const DASHBOARD_NOTICES = ["missing-id", "not-found", "access-denied", "load-failed"] as const;
export type DashboardNotice = (typeof DASHBOARD_NOTICES)[number];

export function parseNotice(value: string | string[] | undefined): DashboardNotice | null {
  const first = Array.isArray(value) ? value[0] : value;
  return (DASHBOARD_NOTICES as readonly string[]).includes(first ?? "") ? (first as DashboardNotice) : null;
}
