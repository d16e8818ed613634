// Local development keys. They sign and verify JWTs for the local stack only
// (supabase/local) and are public on purpose: every clone shares them, so the
// app runs with no .env file. A hosted project has its own keys, and a
// production build refuses to run with these (next.config.ts).

// The ones the app itself needs (URL, anon and service-role key) live in lib,
// which must not depend on this folder; they are re-exported here for the stack.
export { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SUPABASE_URL } from "../../lib/supabase/local-dev-keys";
export { LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from "../../lib/supabase/local-dev-service-role-key";

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

/**
 * The shared HS256 secret of LOCAL_STACK_JWT_ALG=HS256, where the stack signs
 * access tokens the way a legacy hosted project does (the Supabase CLI's own
 * local default secret).
 */
export const LOCAL_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
