import { isAppointmentStatus, isRequestStatus, type AppointmentStatus, type RequestStatus } from "@/lib/rules/business-rules";
import { isUuid } from "@/lib/rules/uuid";

/** `?status=` of the requests list: one of the request statuses, else all (null). */
export function parseStatusFilter(value: string | string[] | undefined): RequestStatus | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first && isRequestStatus(first) ? first : null;
}

/**
 * `?queue=` of the requests list: where an open request waits by its current
 * estimate (SQL: private.request_queue). "to-estimate": work in progress with
 * no estimate sent, or only a declined one; "estimate-sent": an estimate sent
 * and not answered.
 */
export const REQUEST_QUEUES = ["to-estimate", "estimate-sent"] as const;
export type RequestQueue = (typeof REQUEST_QUEUES)[number];

/** `?queue=`: one of REQUEST_QUEUES, else none (null). */
export function parseQueueFilter(value: string | string[] | undefined): RequestQueue | null {
  const queue = Array.isArray(value) ? value[0] : value;
  return (REQUEST_QUEUES as readonly (string | undefined)[]).includes(queue) ? (queue as RequestQueue) : null;
}

/** `?page=` of a paged list: a whole number from 1, else 1. */
export function parsePage(value: string | string[] | undefined): number {
  const first = Array.isArray(value) ? value[0] : value;
  const page = /^\d{1,4}$/.test(first ?? "") ? Number(first) : 1;
  return Math.max(page, 1);
}

/** Rows per page of the console's long lists. */
export const ADMIN_PAGE_SIZE = 50;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Longest search the console takes (longer text is cut). */
export const SEARCH_MAX = 100;

/** `?q=`: what staff searched for, trimmed and cut to SEARCH_MAX; null when empty. */
export function parseSearch(value: string | string[] | undefined): string | null {
  const text = (first(value) ?? "").trim().slice(0, SEARCH_MAX);
  return text === "" ? null : text;
}

/** `?technician=` of the week calendar: a technician's account id (a UUID), else everyone (null). */
export function parseTechnicianFilter(value: string | string[] | undefined): string | null {
  const id = first(value)?.toLowerCase() ?? "";
  return isUuid(id) ? id : null;
}

/** A yes/no filter in the URL (`?unread=1`): only "1" turns it on. */
export const parseFlag = (value: string | string[] | undefined): boolean => first(value) === "1";

/** `?status=` of the appointments list: one of the appointment statuses, else all (null). */
export function parseAppointmentStatusFilter(value: string | string[] | undefined): AppointmentStatus | null {
  const status = first(value);
  return status && isAppointmentStatus(status) ? status : null;
}

/** `?view=` of /admin/appointments: the list, else the week calendar. */
export const parseAppointmentsView = (value: string | string[] | undefined): "week" | "list" => (first(value) === "list" ? "list" : "week");

/**
 * A console URL with its filters: empty and default values are left out, so
 * the same view always has the same address (to bookmark and share).
 */
export function consoleHref(path: string, params: Record<string, string | number | boolean | null | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === false || value === "") continue;
    search.set(key, value === true ? "1" : String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
