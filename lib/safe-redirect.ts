/**
 * The `redirect` parameter of /auth, accepted only as a same-site relative
 * path: "/dashboard?tab=x" yes; "//host", "/\host", "https://…", "javascript:…"
 * (raw or percent-encoded) no. Anything refused becomes the fallback.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/dashboard") {
  if (!target) return fallback;
  let decoded = target;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return fallback;
  }
  for (const candidate of [target, decoded]) {
    if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.includes("\\")) return fallback;
    if (/[\u0000-\u001f]/.test(candidate)) return fallback;
  }
  const url = new URL(target, "http://same.site");
  return url.origin === "http://same.site" ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
