/** Pages that need a signed-in user with a verified email. */
const protectedPrefixes = ["/dashboard", "/service-request"];

/**
 * Pages rendered per request. They read the session on the server, so they get
 * a CSP nonce; every other page is static.
 */
const dynamicPrefixes = [...protectedPrefixes, "/book-appointment", "/admin", "/verify-email", "/confirm-email-change", "/reset-password", "/unsubscribe"];

const matches = (prefixes: string[], path: string) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export const isProtectedPath = (path: string) => matches(protectedPrefixes, path);
export const isDynamicPath = (path: string) => matches(dynamicPrefixes, path);
