import type { AuthContext } from "../types";
import { adminRoute } from "./admin";
import { AuthError, OAuthError, errorResponse } from "./http";
import { invite } from "./invite";
import { reauthenticate } from "./reauthenticate";
import { recover, resend } from "./recover";
import { signup } from "./signup";
import { token } from "./token";
import { getUser, logout, updateUser } from "./user-routes";
import { verifyGet, verifyPost } from "./verify";
import { health, jwks, settings } from "./well-known";

// The local stack's Auth API (`/auth/v1`): the part of Supabase Auth's wire
// format this app and supabase-js / @supabase/ssr use. The server has checked
// the apikey and handles CORS before calling handleAuth.

type Handler = (req: Request, ctx: AuthContext) => Promise<Response> | Response;

const ROUTES: Record<string, Handler> = {
  "GET /health": health,
  "GET /settings": settings,
  "GET /.well-known/jwks.json": jwks,
  "POST /signup": signup,
  "POST /token": token,
  "POST /verify": verifyPost,
  "GET /verify": verifyGet,
  "POST /recover": recover,
  "POST /resend": resend,
  "GET /user": getUser,
  "PUT /user": updateUser,
  "POST /logout": logout,
  "GET /reauthenticate": reauthenticate,
  "POST /invite": invite,
};

/** Answers one Auth API request; `subpath` is the path after `/auth/v1`, e.g. "/token". */
export async function handleAuth(req: Request, subpath: string, ctx: AuthContext): Promise<Response> {
  const path = subpath.length > 1 ? subpath.replace(/\/+$/, "") : subpath;
  try {
    const handler = ROUTES[`${req.method} ${path}`];
    const response = handler ? await handler(req, ctx) : await adminRoute(req, path, ctx);
    if (response) return response;
    throw new AuthError(404, "not_found", `The local stack does not implement ${req.method} /auth/v1${path}`);
  } catch (error) {
    if (error instanceof AuthError || error instanceof OAuthError) return errorResponse(error, req);
    console.error(`[auth] ${req.method} ${path} failed:`, error);
    return errorResponse(new AuthError(500, "unexpected_failure", "Internal Server Error"), req);
  }
}
