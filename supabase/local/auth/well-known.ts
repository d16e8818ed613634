import type { AuthContext } from "../types";
import { json } from "./http";
import { PUBLIC_JWK } from "./jwt";

// The Auth API's public, unauthenticated documents.

/** The signing key set getClaims() verifies access tokens with; empty with HS256, as a legacy project's. */
export const jwks = (_req: Request, ctx: AuthContext) =>
  json({ keys: ctx.config.jwtAlg === "HS256" ? [] : [PUBLIC_JWK] }, 200, { "Cache-Control": "public, max-age=600" });

const PROVIDERS = [
  "anonymous_users", "apple", "azure", "bitbucket", "discord", "facebook", "snapchat", "figma", "fly", "github",
  "gitlab", "google", "keycloak", "kakao", "linkedin", "linkedin_oidc", "notion", "spotify", "slack", "slack_oidc",
  "workos", "twitch", "twitter", "email", "phone", "zoom",
];

/** GET /settings: only email sign-up is on, and it requires confirmation. */
export const settings = () =>
  json({
    external: Object.fromEntries(PROVIDERS.map((name) => [name, name === "email"])),
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  });

export const health = () =>
  json({ version: "local", name: "GoTrue", description: "GoTrue is a user registration and authentication API" });
