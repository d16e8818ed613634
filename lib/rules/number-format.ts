// Numbers are written as the shop writes money, "$1,234.50", in both
// languages: "1.5", "8.25%", "4.8", "1.2 MB", never "1,5" or "8,25 %" beside a
// dollar amount. So every number the site shows is formatted for the United
// States' form of the page's language (es-US keeps Spanish words, such as
// unit names, with the US separators). One formatter per language and
// options, made once.
const formatters = new Map<string, Intl.NumberFormat>();

/** The United States' form of a language. */
export const usLocale = (locale: string) => (locale === "es" ? "es-US" : "en-US");

/** `value` in the site's one number style for `locale` (Intl.NumberFormat options). */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const key = `${usLocale(locale)}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(usLocale(locale), options)));
  return formatter.format(value);
}
