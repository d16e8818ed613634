"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import type { PasswordLinkType } from "@/lib/validation/auth";
import { NewLinkForm } from "./new-link-form";
import { ResetPasswordForm } from "./reset-password-form";

/**
 * /reset-password: the new-password form, or the invalid/expired view. The
 * page only checks that the link has a token and a known type (`token` is
 * null otherwise); opening it spends nothing and signs nobody in. The form
 * posts the token with the password (lib/actions/reset-password.ts), and a
 * used or expired link turns the page into the invalid view then. `type`
 * says which link it is: a password reset (`recovery`) or the invitation to
 * an account staff created with a booking taken by phone (`invite`), whose
 * page asks the customer to choose a password for it. A refused link of
 * either kind offers a password link to the address typed there (it also
 * confirms an invited account's address).
 */
export function ResetPassword({ token, type = "recovery" }: { token: string | null; type?: PasswordLinkType }) {
  const t = useTranslations("Password");
  const invite = type === "invite";
  const [valid, setValid] = useState(token !== null);

  return (
    <div className="flex flex-col gap-6" aria-live="polite">
      <h1 className="text-center text-3xl font-bold tracking-tight">{valid ? t(invite ? "inviteTitle" : "resetTitle") : t("invalidTitle")}</h1>
      {valid && token ? (
        <>
          {invite ? <p className="text-center text-muted-foreground">{t("inviteIntro")}</p> : null}
          <ResetPasswordForm token={token} type={type} onInvalidLink={() => setValid(false)} />
        </>
      ) : (
        <>
          <p role="alert" className="text-center text-muted-foreground">
            {t(invite ? "inviteInvalidLink" : "invalidLink")}
          </p>
          <NewLinkForm kind="recovery" />
        </>
      )}
    </div>
  );
}
