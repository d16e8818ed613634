/** Pages that need a signed-in user with a verified email. */
const protectedPrefixes = ["/dashboard", "/service-request"];

/**
 * The staff console: a signed-out visitor is sent to sign in and brought
 * back; anyone signed in passes, and the console's layout shows the 404 page
 * to everyone but staff (lib/data/require-staff.ts).
 */
const staffPrefixes = ["/admin"];

/**
 * Pages rendered per request. They read the session on the server, so they get
 * a CSP nonce; every other page is static.
 */
const dynamicPrefixes = [...protectedPrefixes, "/book-appointment", "/admin", "/verify-email", "/confirm-email-change", "/reset-password", "/unsubscribe"];

const matches = (prefixes: string[], path: string) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export const isProtectedPath = (path: string) => matches(protectedPrefixes, path);
export const isStaffPath = (path: string) => matches(staffPrefixes, path);
export const isDynamicPath = (path: string) => matches(dynamicPrefixes, path);
