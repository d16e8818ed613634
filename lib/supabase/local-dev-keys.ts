// The local stack's URL and public keys: safe to ship to the browser.
// The app falls back to these when no Supabase variables are set, so it runs
// with no .env file; next.config.ts refuses a Vercel build that would ship them.
// The local stack (supabase/local/keys.ts) takes them from here: the stack may
// depend on the app's lib, never the other way round.
export const LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";

/** Role "anon", valid until 2036: the public (publishable) key. */
export const LOCAL_ANON_KEY =
  "eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImxvY2FsLWRldi1lczI1Ni0xIn0.eyJyb2xlIjoiYW5vbiIsImlzcyI6InN1cGFiYXNlLWxvY2FsIiwiaWF0IjoxNzY3MjI1NjAwLCJleHAiOjIwODI3NTg0MDB9.05ML-kkqx9ILpFLtd_814kjoTsdCgpvcQA-GgiCavEY2ccJBBU7sAibdYNJFg_xO1gQXKO9Z0yQ9LEFl1YjUPg";

/**
 * The same role as an opaque publishable key, the form hosted Supabase issues
 * today (the stack's gateway maps it to role "anon", as hosted's does). It is
 * the value `supabase start` prints, so local tools that know it work here.
 */
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";
