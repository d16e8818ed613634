import type { StackConfig } from "../config";

// Where email links may send people (Supabase Auth's redirect allow-list):
// a URL with the scheme and host of the site URL or of an additional redirect
// URL (any port on localhost), a URL matching an additional redirect URL
// written as a glob (`*` within one label or path segment, `**` across
// them), or a loopback address. Anything else falls back to the site URL.

const isLocalhost = (host: string) => host === "localhost" || host.endsWith(".localhost");
const isLoopback = (host: string) => /^127\.\d+\.\d+\.\d+$/.test(host) || host === "[::1]";

function sameSite(allowed: string, candidate: URL): boolean {
  try {
    const base = new URL(allowed);
    return (
      base.protocol === candidate.protocol &&
      base.hostname === candidate.hostname &&
      (base.port === candidate.port || isLocalhost(candidate.hostname))
    );
  } catch {
    return false;
  }
}

function globMatches(pattern: string, url: string): boolean {
  const source = pattern
    .split("**")
    .map((part) =>
      part
        .split("*")
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join("[^./]*"),
    )
    .join(".*");
  return new RegExp(`^${source}$`).test(url.split("#")[0]!);
}

function isAllowedRedirect(config: StackConfig, url: string): boolean {
  let candidate: URL;
  try {
    candidate = new URL(url);
  } catch {
    return false;
  }
  if (candidate.protocol !== "http:" && candidate.protocol !== "https:") return false;
  if (isLoopback(candidate.hostname)) return true;
  return [config.siteUrl, ...config.additionalRedirectUrls].some((allowed) =>
    allowed.includes("*") ? globMatches(allowed, url) : sameSite(allowed, candidate),
  );
}

/** The `redirect_to` query parameter when allowed, else the site URL. */
export function redirectTarget(config: StackConfig, req: Request): string {
  const requested = new URL(req.url).searchParams.get("redirect_to") ?? "";
  return requested && isAllowedRedirect(config, requested) ? requested : config.siteUrl;
}
