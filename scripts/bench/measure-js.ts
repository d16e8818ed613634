import { gzipSync } from "node:zlib";

/**
 * Gzipped bytes of the JavaScript a page loads: every script (but nomodule
 * ones) and script preload its served HTML references, fetched and gzipped
 * here so the number does not depend on the server's compression settings.
 * Chunks a page imports later, on interaction, are not counted. `headers`
 * (a session cookie, say) go with the page request only.
 */
export async function measurePageJs(url: string, cache: Map<string, number>, headers?: HeadersInit) {
  const html = await (await fetch(url, { headers })).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
    // nomodule scripts (Next's legacy polyfills) are skipped by every modern browser.
    if (!/\bnomodule\b/i.test(match[0])) sources.add(match[1]!);
  }
  for (const match of html.matchAll(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g)) {
    const tag = match[0];
    const href = tag.match(/\bhref="([^"]+)"/)?.[1];
    if (href && (/\bas="script"/.test(tag) || tag.includes('rel="modulepreload"'))) sources.add(href);
  }
  let total = 0;
  for (const source of sources) {
    const absolute = new URL(source.replace(/&amp;/g, "&"), url).toString();
    if (!cache.has(absolute)) {
      const body = Buffer.from(await (await fetch(absolute)).arrayBuffer());
      cache.set(absolute, gzipSync(body).length);
    }
    total += cache.get(absolute)!;
  }
  return { bytes: total, files: sources.size };
}
