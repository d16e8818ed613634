import { NextIntlClientProvider, type Messages } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";

/**
 * The message namespaces the client components of each `components/<area>`
 * folder read. `site` (the header's menus, the toaster) is sent with every
 * page, and is all a loading.tsx can use: it gets no params, so it cannot set
 * the locale for a provider of its own without making the page dynamic.
 * tests/unit/client-messages.test.ts checks these lists against the
 * `useTranslations` calls of every client module.
 */
export const clientNamespaces = {
  site: ["Common", "Nav", "Theme", "Language", "ServiceNames", "ErrorPage"],
  public: ["ReviewForm"],
  auth: ["Auth", "AuthErrors", "Password", "Verify", "EmailChange", "NewLink"],
  booking: ["Booking"],
  dashboard: ["Dashboard", "ServiceRequest", "ServiceTypes", "RequestStatus", "AppointmentStatus", "RequestDetail", "Booking", "Reschedule", "Conversation", "Attachments", "Estimates", "Device"],
  admin: ["Admin", "RequestStatus", "AppointmentStatus", "Booking", "Reschedule", "Conversation", "Attachments", "Estimates", "Device"],
  // components/conversation: the request thread, shown inside the dashboard and admin areas (both send it).
  conversation: ["Conversation", "Attachments"],
  // components/estimates: the estimate and receipt, shown inside the dashboard and admin areas (both send it).
  estimates: ["Estimates"],
  // components/service-request: the /service-request pages' pieces; those pages send the dashboard area, which holds these.
  "service-request": ["ServiceRequest", "ServiceTypes", "Attachments", "RequestDetail", "Device"],
  // components/shared: pieces the dashboard and admin areas both show (both send these).
  shared: ["Booking", "Reschedule", "Device", "RequestStatus", "AppointmentStatus"],
} as const satisfies Record<string, readonly (keyof Messages)[]>;

export type ClientArea = Exclude<keyof typeof clientNamespaces, "site">;

/**
 * Gives the client components below it the messages of the site and of one
 * area. Without a `messages` prop NextIntlClientProvider serializes every
 * message of the language into each page (about 40 KB that the browser
 * downloads and parses for nothing). A nested provider replaces its parent's
 * messages rather than adding to them, hence the site namespaces in each.
 */
export async function ClientMessages({ area, children }: { area?: ClientArea; children: ReactNode }) {
  const messages = await getMessages();
  const namespaces = [...clientNamespaces.site, ...(area ? clientNamespaces[area] : [])];
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
