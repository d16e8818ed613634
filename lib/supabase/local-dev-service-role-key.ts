// The local stack's service-role keys: public on purpose like the other local
// development keys (every clone shares them), but for server code and tests
// only, so it lives apart from local-dev-keys.ts, which the browser bundle
// imports. lib/supabase/admin.ts refuses it on Vercel; the local stack
// (supabase/local/keys.ts) takes it from here.

/** Role "service_role", valid until 2036: bypasses RLS; server and tests only. */
export const LOCAL_SERVICE_ROLE_KEY =
  "eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImxvY2FsLWRldi1lczI1Ni0xIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIiwiaXNzIjoic3VwYWJhc2UtbG9jYWwiLCJpYXQiOjE3NjcyMjU2MDAsImV4cCI6MjA4Mjc1ODQwMH0.4QKAOJkHDtD53V3HOVaaMCJnqJtZcMRx_c_fd6yhBPjdCYokH6DB5A8dqpJKQrQQM-CNliHM5bu-BNeY9nrd1g";

/** The same role as an opaque secret key (hosted's current form; the value `supabase start` prints). */
export const LOCAL_SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";
