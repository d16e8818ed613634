import type { AuthContext } from "../types";
import { createEmailUser } from "./accounts";
import { deliverEmail, prepareEmail } from "./emails";
import { AuthError, json, readJson, type Body } from "./http";
import { redirectTarget } from "./redirects";
import { requireAdmin } from "./request-auth";
import { findUserByEmail, findUserById, isConfirmed, userJson } from "./users";
import { validEmail } from "./validation";

// POST /invite {email, data} (?redirect_to=), what supabase-js
// auth.admin.inviteUserByEmail sends; service_role tokens only. As Supabase Auth:
// - a confirmed address: 422 email_exists;
// - an unconfirmed one (admin-created, signed up or invited before): that
//   user, unchanged (`data` is ignored), gets a new invite;
// - a new one: a user without a password whose user_metadata is `data`.
// Each invite replaces the confirmation token (the email's link, accepted by
// verifyOtp({ token_hash, type: "invite" })), sets invited_at and
// confirmation_sent_at to now, and answers 200 with the user. Invites are
// implicit-flow links (never PKCE), skip the per-address max_frequency and
// count against the hourly email budget.

/** InviteParams as Supabase Auth decodes them: a non-string email or non-object data is a JSON error. */
function inviteParams(body: Body): { email: string; data: Record<string, unknown> } {
  const { email, data } = body;
  if (email != null && typeof email !== "string") {
    throw new AuthError(400, "bad_json", "Could not parse request body as JSON: email must be a string");
  }
  if (data != null && (typeof data !== "object" || Array.isArray(data))) {
    throw new AuthError(400, "bad_json", "Could not parse request body as JSON: data must be an object");
  }
  return { email: validEmail(email ?? ""), data: (data ?? {}) as Record<string, unknown> };
}

export async function invite(req: Request, ctx: AuthContext): Promise<Response> {
  await requireAdmin(req);
  const { email, data } = inviteParams(await readJson(req));
  const redirectTo = redirectTarget(ctx.config, req);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing && isConfirmed(existing)) {
    throw new AuthError(422, "email_exists", "A user with this email address has already been registered");
  }
  const { user, mail } = await ctx.db.transaction(async (tx) => {
    const invited =
      existing ?? (await createEmailUser(tx, { email, passwordHash: "", userMetadata: data, metadataFromIdentity: false }));
    const mail = await prepareEmail(tx, ctx, invited, "invite", { pkce: false, redirectTo });
    await tx.query("update auth.users set invited_at = now() where id = $1", [invited.id]);
    return { user: await userJson(tx, (await findUserById(tx, invited.id))!), mail };
  });
  await deliverEmail(ctx, mail, "invite");
  return json(user);
}
