import type { AuthContext } from "../types";
import { setPassword } from "./accounts";
import { notify } from "./notifications";
import { prepareEmailChange } from "./email-change";
import { deliverEmail } from "./emails";
import { AuthError, json, obj, readJson, str } from "./http";
import { assertStrongPassword, hashPassword, passwordMatches } from "./passwords";
import { createFlowState, pkceParams } from "./pkce";
import { assertCurrentPassword, assertPasswordChangeAllowed } from "./reauthenticate";
import { redirectTarget } from "./redirects";
import { requireUser } from "./request-auth";
import { findUserById, jsonb, mergeMetadata, userJson } from "./users";
import { validEmail } from "./validation";

// GET /user, PUT /user (password, email and data) and POST /logout for a signed-in user.

export async function getUser(req: Request, ctx: AuthContext): Promise<Response> {
  const { user } = await requireUser(req, ctx.db);
  return json(await userJson(ctx.db, user));
}

/**
 * A password change keeps the calling session and ends the user's other
 * sessions. A new email address only starts the change (email-change.ts):
 * the answer carries it as `new_email` until its links are opened.
 */
export async function updateUser(req: Request, ctx: AuthContext): Promise<Response> {
  const { user, sessionId } = await requireUser(req, ctx.db);
  const body = await readJson(req);
  const newEmail = str(body, "email") ? validEmail(str(body, "email")) : "";
  const changesEmail = newEmail !== "" && newEmail !== user.email?.toLowerCase();
  if (str(body, "phone")) throw new AuthError(400, "validation_failed", "Phone numbers are not supported by the local stack");
  if (body.app_metadata !== undefined) {
    throw new AuthError(403, "not_admin", "Updating app_metadata requires admin privileges");
  }
  const password = typeof body.password === "string" ? body.password : null;
  let hash: string | null = null;
  if (password !== null) {
    assertStrongPassword(password);
    await assertPasswordChangeAllowed(ctx.db, user, sessionId, str(body, "nonce"));
    if (password) await assertCurrentPassword(ctx.db, user, sessionId, str(body, "current_password"));
    if (password && (await passwordMatches(password, user.encrypted_password))) {
      throw new AuthError(422, "same_password", "New password should be different from the old password.");
    }
    hash = await hashPassword(password, ctx.config.passwordHashCost);
  }
  const data = obj(body, "data");
  const pkce = pkceParams(body);
  const { updated, mails } = await ctx.db.transaction(async (tx) => {
    if (hash !== null) await setPassword(tx, user.id, hash, sessionId);
    if (data) {
      await tx.query("update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1", [
        user.id,
        jsonb(mergeMetadata(user.raw_user_meta_data, data)),
      ]);
    }
    let mails: Awaited<ReturnType<typeof prepareEmailChange>> = [];
    if (changesEmail) {
      if (pkce) await createFlowState(tx, user.id, "email_change", pkce);
      const current = (await findUserById(tx, user.id))!;
      mails = await prepareEmailChange(tx, ctx, current, newEmail, { pkce: pkce !== null, redirectTo: redirectTarget(ctx.config, req) });
    }
    return { updated: await userJson(tx, (await findUserById(tx, user.id))!), mails };
  });
  for (const mail of mails) await deliverEmail(ctx, mail, "email_change");
  if (hash !== null) await notify(ctx, "password_changed", (await findUserById(ctx.db, user.id))!);
  return json(updated);
}

export async function logout(req: Request, ctx: AuthContext): Promise<Response> {
  const { user, sessionId } = await requireUser(req, ctx.db);
  const scope = new URL(req.url).searchParams.get("scope") ?? "global";
  if (!["", "global", "local", "others"].includes(scope)) {
    throw new AuthError(400, "validation_failed", `Unsupported logout scope "${scope}"`);
  }
  if (sessionId && scope === "local") {
    await ctx.db.query("delete from auth.sessions where id = $1", [sessionId]);
  } else if (sessionId && scope === "others") {
    await ctx.db.query("delete from auth.sessions where user_id = $1 and id <> $2", [user.id, sessionId]);
  } else {
    await ctx.db.query("delete from auth.sessions where user_id = $1", [user.id]);
  }
  return new Response(null, { status: 204 });
}
