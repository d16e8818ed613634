/**
 * A `fetch` for the server's Supabase clients that gives up after `ms`.
 * Node's fetch waits five minutes for an answer, so a Supabase that accepts
 * connections but does not answer (stuck, overloaded, half-down) would hold a
 * page or a server action, and the user's spinner, that long; postgrest-js
 * then retries a read three more times. Aborted, the call returns the
 * client's usual error (auth: AuthRetryableFetchError; PostgREST and Storage:
 * an `error`), which every caller already handles. The rejection is named
 * AbortError, which postgrest-js does not retry: a server that said nothing
 * for `ms` is not a blip. tests/faults/booking-connection-dropped.spec.ts
 * freezes the local stack to prove it.
 */
export function fetchWithTimeout(ms: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(ms);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal }).catch((error: unknown) => {
      if (timeout.aborted) throw new DOMException(`Supabase did not answer within ${ms / 1000} s`, "AbortError");
      throw error;
    });
  };
}

/** Auth, REST and small Storage calls: the ceiling for one Supabase request on a page or in an action. */
export const SUPABASE_TIMEOUT_MS = 10_000;

/** The service role's client, which also moves attachment files (up to 10 MB each) through Storage. */
export const SUPABASE_TRANSFER_TIMEOUT_MS = 60_000;
