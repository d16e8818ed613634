/**
 * Readable by page scripts, holding no secret: "1" while the browser holds a
 * session. The navigation bar of the static pages reads it to choose its
 * links; the session cookies themselves are `HttpOnly` (lib/supabase/cookie-options.ts).
 */
export const SIGNED_IN_COOKIE = "bytewise-signed-in";
