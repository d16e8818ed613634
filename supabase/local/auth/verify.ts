import type { AuthContext } from "../types";
import { AuthError, clientIp, json, readJson, str } from "./http";
import { PKCE_PREFIX, issueAuthCode } from "./pkce";
import { takeVerificationAttempt } from "./rate-limits";
import { redirectTarget } from "./redirects";
import { callerOf, startSession } from "./sessions";
import { SINGLE_CONFIRMATION_ACCEPTED } from "./email-change";
import { validEmail } from "./validation";
import { applyVerification, findByCode, findByTokenHash } from "./verify-tokens";
import { assertCodePathOpen, recordWrongCode } from "./wrong-codes";
import { assertLinkPathOpen, recordWrongLink } from "./wrong-links";
import { notify } from "./notifications";
import type { UserRow } from "./users";

// POST /verify ({type, token_hash} as verifyOtp sends, or {type, email, token})
// answers with a session. Both forms count against the per-IP verification
// limit; token hashes that find no live link count per IP and lock that IP's
// link path (wrong-links.ts, always on); wrong codes count per address, lock
// its code path and void the account's links (wrong-codes.ts, always on).
// GET /verify (the link form) answers 303: to
// redirect_to with the session in the fragment, with ?code= for PKCE tokens,
// or with the error in the URL. The first of an email change's two links
// answers with a message instead of a session (email-change.ts).

const OAUTH_ERRORS: Record<number, string> = { 400: "invalid_request", 401: "unauthorized_client", 403: "access_denied", 500: "server_error" };

/** Supabase's name for the sign-in method behind a verified link (flow_state and amr). */
const AUTH_METHODS: Record<string, string> = {
  signup: "email/signup",
  invite: "invite",
  recovery: "recovery",
  magiclink: "magiclink",
  email_change: "email_change",
};

export async function verifyPost(req: Request, ctx: AuthContext): Promise<Response> {
  const body = await readJson(req);
  const type = str(body, "type");
  const token = str(body, "token");
  const hash = str(body, "token_hash");
  const email = str(body, "email");
  if (!type) throw new AuthError(400, "validation_failed", "Verify requires a verification type");
  if (!token === !hash) throw new AuthError(400, "validation_failed", "Verify requires either a token or a token hash");
  if (hash && (email || str(body, "phone") || str(body, "redirect_to"))) {
    throw new AuthError(400, "validation_failed", "Only the token_hash and type should be provided");
  }
  if (token && (str(body, "phone") || !email)) {
    throw new AuthError(400, "validation_failed", "Only an email address or phone number should be provided on verify");
  }
  const ip = clientIp(req, ctx.config);
  takeVerificationAttempt(ctx, ip);
  if (hash) assertLinkPathOpen(ctx, ip);
  if (token) assertCodePathOpen(ctx, email);
  try {
    const { body, moved } = await ctx.db.transaction(async (tx) => {
      const found = hash ? await findByTokenHash(tx, type, hash) : await findByCode(tx, type, validEmail(email), token);
      const user = await applyVerification(tx, found);
      if (!user) return { body: { msg: SINGLE_CONFIRMATION_ACCEPTED, code: 200 }, moved: null };
      const moved = found.type === "email_change" ? { user, from: found.user.email ?? "" } : null;
      return { body: await startSession(tx, ctx.config, user, "otp", callerOf(req, ip)), moved };
    });
    if (moved) await notify(ctx, "email_changed", moved.user, moved.from);
    return json(body);
  } catch (error) {
    if (error instanceof AuthError && error.code === "otp_expired") {
      if (token) await recordWrongCode(ctx, email);
      else recordWrongLink(ctx, ip);
    }
    throw error;
  }
}

const redirect = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

const encode = (params: Record<string, string>) =>
  new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))).toString();

export async function verifyGet(req: Request, ctx: AuthContext): Promise<Response> {
  const params = new URL(req.url).searchParams;
  const type = params.get("type") ?? "";
  const token = params.get("token") ?? "";
  if (!type) throw new AuthError(400, "validation_failed", "Verify requires a verification type");
  if (!token) throw new AuthError(400, "validation_failed", "Verify requires a token or a token hash");
  const ip = clientIp(req, ctx.config);
  takeVerificationAttempt(ctx, ip);
  assertLinkPathOpen(ctx, ip);
  const redirectTo = redirectTarget(ctx.config, req);
  const pkce = token.startsWith(PKCE_PREFIX);
  let moved: { user: UserRow; from: string } | null = null;
  try {
    const response = await ctx.db.transaction(async (tx) => {
      const found = await findByTokenHash(tx, type, token);
      const user = await applyVerification(tx, found);
      if (user && found.type === "email_change") moved = { user, from: found.user.email ?? "" };
      if (!user) return redirect(`${redirectTo}#${encode({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: "" })}`);
      if (pkce) {
        const url = new URL(redirectTo);
        url.searchParams.set("code", await issueAuthCode(tx, user.id, AUTH_METHODS[found.type]!));
        return redirect(url.toString());
      }
      const session = await startSession(tx, ctx.config, user, "otp", callerOf(req, ip));
      const fragment = {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        sb: "",
        token_type: session.token_type,
        type: found.type,
      };
      return redirect(`${redirectTo}#${encode(fragment)}`);
    });
    const done = moved as { user: UserRow; from: string } | null;
    if (done) await notify(ctx, "email_changed", done.user, done.from);
    return response;
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    if (error.code === "otp_expired") recordWrongLink(ctx, ip);
    const url = new URL(redirectTo);
    const details: Record<string, string> = { error_code: error.code, error_description: error.message };
    const oauthError = OAUTH_ERRORS[error.status];
    if (oauthError) details.error = oauthError;
    if (pkce) for (const [key, value] of Object.entries(details)) url.searchParams.set(key, value);
    url.hash = encode({ ...details, sb: "" });
    return redirect(url.toString());
  }
}
