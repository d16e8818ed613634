"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { Locale } from "@/i18n/routing";
import { requestNewLink, type RequestNewLinkResult } from "@/lib/actions/request-new-link";
import { EMAIL_LINK_LIFETIME_HOURS } from "@/lib/rules/business-rules";
import type { NewLinkKind } from "@/lib/validation/auth";
import { forgotPasswordResolver } from "./auth-resolvers";
import { useHydrated } from "./use-hydrated";

/**
 * The one step on a page that refused an emailed link: the address (filled
 * in when the page knows it) and a button that emails a fresh link of `kind`
 * (lib/actions/request-new-link.ts). The answer is the same whether or not
 * the address has an account.
 */
export function NewLinkForm({ kind, email = "" }: { kind: NewLinkKind; email?: string }) {
  const t = useTranslations("NewLink");
  const locale = useLocale() as Locale;
  const hydrated = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<"rateLimited" | "failed" | null>(null);
  const form = useForm<{ email: string }>({ resolver: forgotPasswordResolver.resolver, defaultValues: { email } });

  const onSubmit = async (values: { email: string }) => {
    setFailure(null);
    const result = await requestNewLink({ kind, email: values.email, locale }).catch((): RequestNewLinkResult => ({ ok: false, error: "failed" }));
    if (result.ok) return setSentTo(values.email.trim());
    if (result.error === "invalidEmail") return form.setError("email", { message: "invalidEmail" });
    setFailure(result.error);
  };

  if (sentTo) {
    return (
      <p role="status" className="rounded-md border bg-muted/50 p-4 text-sm">
        <span className="block font-medium">{t("sentTitle")}</span>
        {t("sent", { email: sentTo, hours: EMAIL_LINK_LIFETIME_HOURS })}
      </p>
    );
  }
  const error = form.formState.errors.email;
  const busy = form.formState.isSubmitting;
  return (
    <form
      method="post"
      noValidate
      aria-busy={busy}
      aria-labelledby="new-link-title"
      className="w-full text-left"
      onFocus={() => void forgotPasswordResolver.preload()}
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FieldGroup>
        <div className="space-y-1">
          <h2 id="new-link-title" className="text-lg font-semibold">{t("title")}</h2>
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
        </div>
        <Field data-invalid={!!error}>
          <FieldLabel htmlFor="new-link-email">{t("email")}</FieldLabel>
          <Input id="new-link-email" type="email" autoComplete="email" inputMode="email" aria-invalid={!!error} {...form.register("email")} />
          <FieldError>{error ? t("invalidEmail") : null}</FieldError>
        </Field>
        {failure ? <p role="alert" className="text-sm text-destructive">{t(failure)}</p> : null}
        <Button type="submit" disabled={!hydrated || busy}>{busy ? t("sending") : t("send")}</Button>
      </FieldGroup>
    </form>
  );
}
