"use client";

import { useTranslations } from "next-intl";
import { startTransition, useOptimistic, useState, useTransition } from "react";
import { Field, FieldContent, FieldDescription, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { updateEmailPreferences, type UpdateEmailPreferencesResult } from "@/lib/actions/update-email-preferences";
import type { EmailPreference, EmailPreferences as Values } from "@/lib/validation/email-preferences";

/** Each switch: its preference, the element id (stable, for labels and tests) and its messages. */
const SWITCHES = [
  { preference: "emailReminders", id: "email-reminders", messages: "reminders" },
  { preference: "emailReviewInvitations", id: "email-review-invitations", messages: "reviewInvitations" },
] as const satisfies readonly { preference: EmailPreference; id: string; messages: string }[];

/**
 * Profile tab: the optional emails, one switch each. A switch saves as soon as
 * it is flipped: it shows the new position at once and goes back, with an
 * error toast, if the save fails. Confirmations and cancellations are not
 * optional, as the note under the switches says.
 */
export function EmailPreferences({ initial }: { initial: Values }) {
  const t = useTranslations("Dashboard.profile.emailPreferences");
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <FieldGroup>
        {SWITCHES.map((item) => (
          <PreferenceSwitch key={item.id} {...item} initial={initial[item.preference]} />
        ))}
      </FieldGroup>
      <p className="text-sm text-muted-foreground">{t("alwaysSent")}</p>
    </div>
  );
}

function PreferenceSwitch({ preference, id, messages, initial }: (typeof SWITCHES)[number] & { initial: boolean }) {
  const t = useTranslations("Dashboard.profile.emailPreferences");
  const router = useRouter();
  const [saved, setSaved] = useState(initial);
  // Shows the flipped position while the save runs; falls back to `saved`
  // when it ends, which only a successful save moves.
  const [shown, show] = useOptimistic(saved);
  const [pending, startSaving] = useTransition();

  const change = (enabled: boolean) =>
    startSaving(async () => {
      show(enabled);
      const result = await updateEmailPreferences({ [preference]: enabled }).catch(
        (): UpdateEmailPreferencesResult => ({ ok: false, error: "failed" }),
      );
      if (!result.ok) {
        toast.error(t("errorTitle"), { description: t(`errors.${result.error}`) });
        return;
      }
      // The tabs unmount a hidden panel, so the page's props must follow too:
      // coming back to this tab mounts the switch again from `initial`.
      startTransition(() => {
        setSaved(enabled);
        router.refresh();
      });
      toast.success(t("savedTitle"), { description: t(`${messages}.${enabled ? "on" : "off"}`) });
    });

  return (
    <Field orientation="horizontal" className="items-start justify-between gap-4">
      <FieldContent>
        <FieldLabel htmlFor={id}>{t(`${messages}.label`)}</FieldLabel>
        <FieldDescription id={`${id}-description`}>{t(`${messages}.description`)}</FieldDescription>
      </FieldContent>
      <Switch id={id} checked={shown} onCheckedChange={change} aria-describedby={`${id}-description`} aria-busy={pending} className="mt-0.5" />
    </Field>
  );
}
