"use client";

import { CheckCircle2Icon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { submitReview, type SubmitReviewError } from "@/lib/actions/submit-review";
import type { ReviewFormInput, ReviewValues } from "@/lib/validation/review";
import { DEFAULT_RATING, HONEYPOT_FIELD } from "@/lib/validation/review-options";
import { ReviewFormFields } from "./review-form-fields";
import { reviewResolver } from "./review-form-resolver";
import { ReviewHoneypot } from "./review-honeypot";

/** How long the thank-you message stays before a fresh form comes back. */
export const SUCCESS_MESSAGE_MS = 5000;

const emptyForm: ReviewFormInput = { name: "", email: "", service: "" as ReviewFormInput["service"], rating: DEFAULT_RATING, review: "" };

type Status = { kind: "idle" } | { kind: "success" } | { kind: "error"; error: SubmitReviewError };

/**
 * The contact page's review form: idle -> submitting (disabled,
 * "Sending...") -> success (message for 5 s, then an empty form) or error
 * (message in place of the form, with a way back to it).
 */
export function ReviewForm() {
  const t = useTranslations("ReviewForm");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const panel = useRef<HTMLDivElement>(null);
  const form = useForm<ReviewFormInput, unknown, ReviewValues>({
    resolver: reviewResolver.resolver,
    defaultValues: emptyForm,
  });

  const send = async (values: ReviewValues, trap: string) => {
    try {
      const result = await submitReview({ ...values, [HONEYPOT_FIELD]: trap });
      setStatus(result.ok ? { kind: "success" } : { kind: "error", error: result.error });
    } catch {
      // The action could not be reached (offline, server down).
      setStatus({ kind: "error", error: "failed" });
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const trap = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? "");
    return form.handleSubmit((values) => send(values, trap))(event);
  };

  // The result replaces the form: move focus to it so keyboard and screen-reader users follow.
  useEffect(() => {
    if (status.kind !== "idle") panel.current?.focus();
  }, [status]);

  useEffect(() => {
    if (status.kind !== "success") return;
    const timer = setTimeout(() => {
      form.reset(emptyForm);
      setStatus({ kind: "idle" });
    }, SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status, form]);

  return (
    <div ref={panel} tabIndex={-1} className="outline-none">
      <div role="status" aria-live="polite">
        {status.kind === "success" ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-success/40 bg-success/10 p-8 text-center">
            <CheckCircle2Icon aria-hidden className="size-10 text-success" />
            <p className="text-lg font-semibold">{t("successTitle")}</p>
            <p>{t("success")}</p>
          </div>
        ) : null}
      </div>
      {status.kind === "error" ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-8 text-center">
          <TriangleAlertIcon aria-hidden className="size-10 text-destructive" />
          <p className="text-lg font-semibold">{t("errorTitle")}</p>
          <p>{t(`submitErrors.${status.error}`)}</p>
          <Button type="button" variant="outline" onClick={() => setStatus({ kind: "idle" })}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : null}
      {status.kind === "idle" ? (
        <form noValidate onSubmit={onSubmit} onFocus={() => void reviewResolver.preload()} className="relative flex flex-col gap-6">
          <ReviewHoneypot />
          <ReviewFormFields control={form.control} disabled={form.formState.isSubmitting} />
          <Button type="submit" size="lg" disabled={form.formState.isSubmitting} className="self-start">
            {form.formState.isSubmitting ? t("sending") : t("submit")}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
