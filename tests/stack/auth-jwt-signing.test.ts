// @module-tag local-stack
import { createClient } from "@supabase/supabase-js";
import ws from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "@/tests/helpers/stack";
import { uniqueEmail } from "./auth-helpers";

// LOCAL_STACK_JWT_ALG: with ES256 (asymmetric keys) supabase-js getClaims()
// verifies the access token with the published JWKS, without asking Auth;
// with HS256 (a legacy project) the JWKS is empty and getClaims() asks
// GET /auth/v1/user for every token.

const PASSWORD = "Passw0rd!-jwt";

/** A signed-in client whose requests are recorded, path by path. */
async function signedInClient(stack: TestStack) {
  const email = uniqueEmail("jwt");
  const { error } = await stack.serviceClient().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error) throw error;
  const paths: string[] = [];
  const client = createClient(stack.url, stack.publishableKey, {
    realtime: { transport: ws as unknown as typeof WebSocket },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: (input, init) => {
        paths.push(new URL(input instanceof Request ? input.url : input.toString()).pathname);
        return fetch(input, init);
      },
    },
  });
  const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signIn.error) throw signIn.error;
  paths.length = 0;
  return { client, paths, token: signIn.data.session!.access_token, email };
}

const header = (token: string) => JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString()) as { alg: string; kid?: string };

describe.each(["ES256", "HS256"] as const)("access tokens signed %s", (jwtAlg) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ jwtAlg });
  });
  afterAll(() => stack?.stop());

  it(jwtAlg === "ES256" ? "publishes the key, and getClaims() verifies without asking /user" : "publishes an empty JWKS, and getClaims() asks /user", async () => {
    const jwks = (await (await fetch(`${stack.url}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    const { client, paths, token, email } = await signedInClient(stack);
    expect(header(token).alg).toBe(jwtAlg);

    const { data, error } = await client.auth.getClaims(token);
    expect(error).toBeNull();
    expect(data?.claims.email).toBe(email);
    if (jwtAlg === "ES256") {
      expect(jwks.keys.map((key) => key.kid)).toEqual([header(token).kid]);
      expect(paths.filter((path) => path === "/auth/v1/user")).toEqual([]);
    } else {
      expect(jwks.keys).toEqual([]);
      expect(paths).toEqual(["/auth/v1/user"]);
    }
  });

  it("refuses a token whose claims were changed after signing", async () => {
    const { client, token } = await signedInClient(stack);
    const [head, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as Record<string, unknown>;
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: "service_role" })).toString("base64url")}.${signature}`;
    const { data, error } = await client.auth.getClaims(forged);
    expect(data).toBeNull();
    expect(error).not.toBeNull();
  });

  it("signs tokens that REST accepts for the user", async () => {
    const { client } = await signedInClient(stack);
    const { error } = await client.from("profiles").select("id").limit(1);
    expect(error).toBeNull();
  });
});
