import type { AuthContext } from "../types";
import { deliverEmail, prepareEmail } from "./emails";
import { AuthError, json, readJson, str } from "./http";
import { createFlowState, pkceParams } from "./pkce";
import { redirectTarget } from "./redirects";
import { findUserByEmail, findUserById, isConfirmed } from "./users";
import { validEmail } from "./validation";

// POST /recover and POST /resend {type: "signup"}: both answer 200 {} whether
// or not the address has an account (a rate-limited resend still says 429).

async function sendTo(
  req: Request,
  ctx: AuthContext,
  userId: string,
  kind: "recovery" | "confirmation",
  pkce: ReturnType<typeof pkceParams>,
): Promise<Response> {
  const redirectTo = redirectTarget(ctx.config, req);
  const mail = await ctx.db.transaction(async (tx) => {
    if (pkce) await createFlowState(tx, userId, kind === "recovery" ? "recovery" : "email/signup", pkce);
    return prepareEmail(tx, ctx, (await findUserById(tx, userId))!, kind, { pkce: pkce !== null, redirectTo });
  });
  await deliverEmail(ctx, mail, kind);
  return json({});
}

export async function recover(req: Request, ctx: AuthContext): Promise<Response> {
  const body = await readJson(req);
  if (!str(body, "email")) throw new AuthError(400, "validation_failed", "Password recovery requires an email");
  const email = validEmail(str(body, "email"));
  const pkce = pkceParams(body);
  const user = await findUserByEmail(ctx.db, email);
  return user ? sendTo(req, ctx, user.id, "recovery", pkce) : json({});
}

export async function resend(req: Request, ctx: AuthContext): Promise<Response> {
  const body = await readJson(req);
  const type = str(body, "type");
  if (type === "sms" || type === "phone_change" || type === "email_change") {
    throw new AuthError(400, "validation_failed", `Resending ${type} messages is not supported by the local stack`);
  }
  if (type !== "signup") {
    throw new AuthError(400, "validation_failed", "Missing one of these types: signup, email_change, sms, phone_change");
  }
  const pkce = pkceParams(body);
  if (!str(body, "email")) throw new AuthError(400, "validation_failed", "Type provided requires an email address");
  const email = validEmail(str(body, "email"));
  const user = await findUserByEmail(ctx.db, email);
  if (!user || isConfirmed(user)) return json({});
  return sendTo(req, ctx, user.id, "confirmation", pkce);
}
