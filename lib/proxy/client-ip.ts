import { isIP } from "node:net";

/** The environment variables that decide which request header carries the visitor's address. */
export interface ClientIpEnv {
  /** Set by Vercel on its deployments. */
  VERCEL?: string;
  /** A header the operator's own reverse proxy sets (or appends to) with the address it saw, e.g. "x-real-ip". */
  TRUSTED_CLIENT_IP_HEADER?: string;
}

/**
 * The visitor's address, taken only from a header the platform writes, never
 * from one the visitor can: on Vercel its `x-vercel-forwarded-for` (Vercel
 * overwrites it; the first entry is the client), elsewhere the header named by
 * TRUSTED_CLIENT_IP_HEADER (the last entry: the one the operator's proxy added
 * after anything the visitor sent). Plain `x-forwarded-for` is not read by
 * default: its first entry is whatever the sender wrote. Returns null when
 * there is no such header or it holds no IP address; callers then count the
 * request in one shared bucket rather than not at all.
 */
export function clientIp(headers: Headers, env: ClientIpEnv): string | null {
  const vercel = Boolean(env.VERCEL);
  const name = vercel ? "x-vercel-forwarded-for" : env.TRUSTED_CLIENT_IP_HEADER?.trim();
  if (!name) return null;
  const entries = headers.get(name)?.split(",").map((entry) => entry.trim()) ?? [];
  const address = vercel ? entries[0] : entries.at(-1);
  return address && isIP(address) ? address : null;
}
