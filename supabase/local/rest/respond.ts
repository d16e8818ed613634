import { RestError } from "./errors";
import { contentType, type Media, singularityError } from "./negotiate";

/** What one query of a request produced. */
export interface ResultSet {
  body: string;
  /** Rows in this response. */
  page: number;
  /** Rows in the whole result (with `Prefer: count=...`), else null. */
  total: number | null;
}

/** `Content-Range` as PostgREST writes it: `0-9/42`, `*\/0`, `0-9/*`. */
export function contentRange(lower: number, page: number, total: number | null): string {
  const upper = lower + page - 1;
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : "*";
  return `${range}/${total ?? "*"}`;
}

/** A read (table or RPC): 200, 206 when a counted result is partial, 416 past the end. */
export function readResponse(
  result: ResultSet,
  offset: number,
  media: Media,
  head: boolean,
  extraHeaders: Record<string, string> = {},
): Response {
  const { page, total } = result;
  if (total !== null && offset > total) {
    throw new RestError(416, "PGRST103", "Requested range not satisfiable",
      `An offset of ${offset} was requested, but there are only ${total} rows.`);
  }
  if (media.shape === "object" && page !== 1) throw singularityError(page);
  const status = total !== null && page < total ? 206 : 200;
  return new Response(head ? null : result.body, {
    status,
    headers: {
      "Content-Range": contentRange(offset, page, total),
      "Content-Type": contentType(media),
      ...extraHeaders,
    },
  });
}
