import { splitLocale } from "@/i18n/locale-from-path";
import type { Locale } from "@/i18n/routing";

const base = "http://same.site";

/**
 * The `redirect` parameter of /auth, accepted only as a same-site relative
 * path: "/dashboard?tab=x" yes; "//host", "/\host", "https://…", "javascript:…"
 * (raw or percent-encoded) no, nor a path that only becomes "//host" once dot
 * segments are resolved ("/.//host"). Anything refused becomes the fallback.
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
    if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  }
  const url = new URL(target, base);
  if (url.origin !== base || url.pathname.includes("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where sign-in goes, as next-intl's router takes it: the safe target without
 * its locale prefix, in the locale the prefix names ("/es/dashboard" -> es).
 * An unprefixed target (and the /dashboard fallback) keeps the current locale.
 */
export function signInDestination(target: string | null | undefined, current: Locale) {
  const url = new URL(safeRedirect(target), base);
  const { locale, path } = splitLocale(url.pathname);
  return { href: `${path}${url.search}${url.hash}`, locale: path === url.pathname ? current : locale };
}
