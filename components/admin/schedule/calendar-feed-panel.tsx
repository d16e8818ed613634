"use client";

import { CalendarSyncIcon, CopyIcon, LinkIcon, UnlinkIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, FieldDescription, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { issueCalendarFeed } from "@/lib/actions/admin-issue-calendar-feed";
import { revokeCalendarFeed } from "@/lib/actions/admin-revoke-calendar-feed";
import { dateFormat } from "@/lib/rules/date-time";
import { useScheduleAction } from "./use-schedule-action";

const IDS = { url: "calendar-feed-url", hint: "calendar-feed-url-hint" };

/**
 * The signed-in technician's calendar feed: make its secret address (shown
 * this once, since the database keeps only its hash), make a new one (the
 * old stops at once) or turn it off. `createdAt` is when the current
 * address was made, null when there is none; `hasProfile` false until the
 * technician profile is saved, which the feed needs.
 */
export function CalendarFeedPanel({ hasProfile, createdAt }: { hasProfile: boolean; createdAt: string | null }) {
  const t = useTranslations("Admin.technicians.feed");
  const zone = useTranslations("Common")("businessTimeZone");
  const format = useFormatter();
  const { pending, run, fail } = useScheduleAction();
  const [url, setUrl] = useState<string | null>(null);

  const issue = async () => {
    const result = await run(() => issueCalendarFeed());
    if (!result.ok) return fail(result.error);
    setUrl(result.url);
    toast.success(t("issued.title"), { description: t("issued.description") });
  };

  const revoke = async () => {
    const result = await run(() => revokeCalendarFeed());
    if (!result.ok) return fail(result.error);
    setUrl(null);
    toast.success(t("revoked.title"), { description: t("revoked.description") });
  };

  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url).then(
      () => toast.success(t("copied")),
      () => document.getElementById(IDS.url)?.focus(),
    );
  };

  return (
    <div className="flex flex-col gap-4" data-testid="calendar-feed">
      <p className="text-sm text-muted-foreground">{t("description", { zone })}</p>
      {!hasProfile ? (
        <p className="text-sm font-medium">{t("needsProfile")}</p>
      ) : (
        <>
          <p className="text-sm" data-testid="calendar-feed-state">
            {createdAt ? t("active", { date: format.dateTime(new Date(createdAt), dateFormat) }) : t("none")}
          </p>
          {url ? (
            <Field>
              <FieldLabel htmlFor={IDS.url}>{t("url")}</FieldLabel>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input id={IDS.url} value={url} readOnly aria-describedby={IDS.hint} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
                <Button type="button" variant="outline" onClick={copy} className="shrink-0">
                  <CopyIcon aria-hidden />
                  {t("copy")}
                </Button>
              </div>
              <FieldDescription id={IDS.hint}>{t("urlHint")}</FieldDescription>
            </Field>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {createdAt ? (
              <>
                <ConfirmDialog
                  tone="primary"
                  trigger={
                    <>
                      <CalendarSyncIcon aria-hidden />
                      {t("reissue")}
                    </>
                  }
                  triggerLabel={t("reissue")}
                  title={t("reissueDialog.title")}
                  description={t("reissueDialog.body")}
                  keepLabel={t("reissueDialog.keep")}
                  confirmLabel={t("reissueDialog.confirm")}
                  pendingLabel={t("issuing")}
                  pending={pending}
                  onConfirm={issue}
                />
                <ConfirmDialog
                  trigger={
                    <>
                      <UnlinkIcon aria-hidden />
                      {t("revoke")}
                    </>
                  }
                  triggerLabel={t("revoke")}
                  title={t("revokeDialog.title")}
                  description={t("revokeDialog.body")}
                  keepLabel={t("revokeDialog.keep")}
                  confirmLabel={t("revokeDialog.confirm")}
                  pending={pending}
                  onConfirm={revoke}
                />
              </>
            ) : (
              <Button type="button" disabled={pending} onClick={issue}>
                <LinkIcon aria-hidden />
                {pending ? t("issuing") : t("issue")}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
