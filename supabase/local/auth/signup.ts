import { randomUUID } from "node:crypto";
import type { AuthContext } from "../types";
import { createEmailUser } from "./accounts";
import { deliverEmail, prepareEmail } from "./emails";
import { AuthError, clientIp, json, obj, readJson, str } from "./http";
import { assertStrongPassword, hashPassword } from "./passwords";
import { createFlowState, pkceParams } from "./pkce";
import { takeSignInAttempt } from "./rate-limits";
import { redirectTarget } from "./redirects";
import { AUDIENCE, findUserByEmail, findUserById, isConfirmed, userJson } from "./users";
import { validEmail } from "./validation";

// POST /signup with email confirmation on: a new address gets a user and a
// confirmation email (200, user without session); an unconfirmed one gets the
// email again; a confirmed one gets a look-alike user with a random id, so
// the response never tells whether an account exists.

export async function signup(req: Request, ctx: AuthContext): Promise<Response> {
  takeSignInAttempt(ctx, clientIp(req, ctx.config));
  const body = await readJson(req);
  const password = str(body, "password");
  const data = obj(body, "data") ?? {};
  if (!password) throw new AuthError(400, "validation_failed", "Signup requires a valid password");
  assertStrongPassword(password);
  if (str(body, "phone")) {
    if (str(body, "email")) {
      throw new AuthError(400, "validation_failed", "Only an email address or phone number should be provided on signup.");
    }
    throw new AuthError(400, "phone_provider_disabled", "Phone signups are disabled");
  }
  if (!str(body, "email")) throw new AuthError(400, "validation_failed", "Sign up only available with email provider");
  const pkce = pkceParams(body);
  const email = validEmail(str(body, "email"));
  const redirectTo = redirectTarget(ctx.config, req);

  const existing = await findUserByEmail(ctx.db, email);
  if (existing && isConfirmed(existing)) return json(lookAlikeUser(email, data));
  const passwordHash = existing ? "" : await hashPassword(password, ctx.config.passwordHashCost);

  const { user, mail } = await ctx.db.transaction(async (tx) => {
    const user =
      existing ?? (await createEmailUser(tx, { email, passwordHash, userMetadata: data, metadataFromIdentity: true }));
    if (pkce) await createFlowState(tx, user.id, "email/signup", pkce);
    const mail = await prepareEmail(tx, ctx, user, "confirmation", { pkce: pkce !== null, redirectTo });
    return { user: await userJson(tx, (await findUserById(tx, user.id))!), mail };
  });
  await deliverEmail(ctx, mail, "confirmation");
  return json(user);
}

/** Supabase's sanitized user for an address that is already registered and confirmed. */
function lookAlikeUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: AUDIENCE,
    role: "",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
