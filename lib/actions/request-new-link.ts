"use server";

import { headers } from "next/headers";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { localizePath } from "@/i18n/locale-from-path";
import { clientIp } from "@/lib/proxy/client-ip";
import { site } from "@/lib/site/business-profile";
import { createPublicClient } from "@/lib/supabase/public";
import { newLinkSchema } from "@/lib/validation/auth";

export type RequestNewLinkResult = { ok: true } | { ok: false; error: "invalidEmail" | "rateLimited" | "failed" };

/**
 * The one step of a page that refused an emailed link (expired, used or
 * invalid): sends a fresh one to the address typed there, in the page's
 * language. `signup` resends the sign-up confirmation (to an account still
 * unconfirmed); `recovery` sends a password reset, which also stands in for
 * an expired invitation. Auth answers the same whether or not the address
 * has an account, and so does this action; its per-address email limit
 * comes back as `rateLimited`. Auth's calls carry the visitor's address, as
 * the other link actions' do (lib/server/email-link-attempts.ts).
 */
export const requestNewLink: ServerAction<[input: unknown], RequestNewLinkResult> = defineAction({
  access: "anyone",
  input: newLinkSchema,
  invalid: () => ({ ok: false, error: "invalidEmail" }),
  handler: async ({ kind, email, locale }) => {
    const ip = clientIp(await headers(), { VERCEL: process.env.VERCEL, TRUSTED_CLIENT_IP_HEADER: process.env.TRUSTED_CLIENT_IP_HEADER });
    const { auth } = createPublicClient(ip ? { "x-forwarded-for": ip } : {});
    const { error } =
      kind === "signup"
        ? await auth.resend({ type: "signup", email, options: { emailRedirectTo: `${site.url}${localizePath(locale, "/verify-email")}` } })
        : await auth.resetPasswordForEmail(email, { redirectTo: `${site.url}${localizePath(locale, "/reset-password")}` });
    if (!error) return { ok: true };
    if (error.code === "over_email_send_rate_limit" || error.status === 429) return { ok: false, error: "rateLimited" };
    console.error("Sending a new link failed:", error.code ?? error.message);
    return { ok: false, error: "failed" };
  },
});
