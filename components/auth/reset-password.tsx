"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Link } from "@/i18n/navigation";
import { createClient } from "@/lib/supabase/client";
import { ResetPasswordForm } from "./reset-password-form";

// A recovery token works once: remember the check per token so React's
// development double effects (or a re-render) never spend it twice.
const checks = new Map<string, Promise<boolean>>();

function checkToken(token: string) {
  if (!checks.has(token)) {
    checks.set(token, createClient().auth.verifyOtp({ token_hash: token, type: "recovery" }).then(({ error }) => !error));
  }
  return checks.get(token)!;
}

/** Validating, then the new-password form or the invalid/expired view (spec §4). */
export function ResetPassword({ token }: { token: string | null }) {
  const t = useTranslations("Password");
  const common = useTranslations("Common");
  const [state, setState] = useState<"validating" | "valid" | "invalid">(token ? "validating" : "invalid");
  useEffect(() => {
    if (!token) return;
    let active = true;
    void checkToken(token).then((ok) => active && setState(ok ? "valid" : "invalid"));
    return () => {
      active = false;
    };
  }, [token]);

  if (state === "validating") return <Spinner label={common("loading")} className="mx-auto" />;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-center text-3xl font-bold tracking-tight">{state === "valid" ? t("resetTitle") : t("invalidTitle")}</h1>
      {state === "valid" ? (
        <ResetPasswordForm />
      ) : (
        <>
          <p role="alert" className="text-center text-muted-foreground">{t("invalidLink")}</p>
          <Button asChild>
            <Link href="/forgot-password">{t("requestNew")}</Link>
          </Button>
        </>
      )}
    </div>
  );
}
