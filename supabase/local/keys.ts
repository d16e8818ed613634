// Local development keys. They sign and verify JWTs for the local stack only
// (supabase/local) and are public on purpose: every clone shares them, so the
// app runs with no .env file. A hosted project has its own keys, and a
// production build refuses to run with these (next.config.ts).

export { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from "./public-keys";

/** ES256 private key (JWK) the local Auth API signs access tokens with. */
export const LOCAL_SIGNING_JWK = {
  "kty": "EC",
  "x": "ptFGSj-t7kFmEDocEyBvMhkyo28jdrbho0mORIe-WbY",
  "y": "rIiUKesJxP2fVBKrTtRHCEBPZNObKrrkSZu2MB5O0bU",
  "crv": "P-256",
  "d": "QS2Q_Nd7EoZL4_-Ju5JPAc2mDkS-TdP8x8WxLFQKdFI",
  "kid": "local-dev-es256-1",
  "alg": "ES256",
  "use": "sig"
} as const;

/** Role "service_role", valid until 2036: bypasses RLS; server and tests only. */
export const LOCAL_SERVICE_ROLE_KEY =
  "eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6ImxvY2FsLWRldi1lczI1Ni0xIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIiwiaXNzIjoic3VwYWJhc2UtbG9jYWwiLCJpYXQiOjE3NjcyMjU2MDAsImV4cCI6MjA4Mjc1ODQwMH0.4QKAOJkHDtD53V3HOVaaMCJnqJtZcMRx_c_fd6yhBPjdCYokH6DB5A8dqpJKQrQQM-CNliHM5bu-BNeY9nrd1g";
