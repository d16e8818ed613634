import { isRequestStatus, type RequestStatus } from "@/lib/business-rules";

/** `?status=` of the requests list: one of the request statuses, else all (null). */
export function parseStatusFilter(value: string | string[] | undefined): RequestStatus | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first && isRequestStatus(first) ? first : null;
}

/** `?page=` of a paged list: a whole number from 1, else 1. */
export function parsePage(value: string | string[] | undefined): number {
  const first = Array.isArray(value) ? value[0] : value;
  const page = /^\d{1,4}$/.test(first ?? "") ? Number(first) : 1;
  return Math.max(page, 1);
}

/** Rows per page of the console's long lists. */
export const ADMIN_PAGE_SIZE = 50;
