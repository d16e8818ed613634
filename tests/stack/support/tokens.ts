import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { importJWK, SignJWT } from "jose";
import ws from "ws";
import { LOCAL_SIGNING_JWK } from "@/supabase/local/keys";

/**
 * An ES256 access token signed with the local key, as the Auth API would issue it;
 * lets REST tests act as a user without going through sign-up.
 */
export async function signTestJwt(claims: Record<string, unknown>, expiresInSeconds = 3600): Promise<string> {
  const key = await importJWK(LOCAL_SIGNING_JWK, "ES256");
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ aud: "authenticated", role: "authenticated", ...claims })
    .setProtectedHeader({ alg: "ES256", kid: LOCAL_SIGNING_JWK.kid, typ: "JWT" })
    .setIssuedAt(now - 10)
    .setExpirationTime(now + expiresInSeconds)
    .sign(key);
}

/** A supabase-js client that sends `token` as the bearer (as a signed-in user's client does). */
export function clientWithToken(url: string, anonKey: string, token: string): SupabaseClient {
  return createClient(url, anonKey, {
    accessToken: async () => token,
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}
