import { useTranslations } from "next-intl";
import { PROFILE_LOCALES } from "@/lib/rules/business-rules";
import type { Profile } from "@/lib/data/profile";
import { EmailChangeForm } from "./email-change-form";
import { EmailPreferences } from "./email-preferences";
import { Panel, Unavailable } from "@/components/shared/panel";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";

const isProfileLocale = (value: string): value is (typeof PROFILE_LOCALES)[number] => (PROFILE_LOCALES as readonly string[]).includes(value);

/**
 * Profile tab: the profile form, the change of email address (`pendingEmail`:
 * the address a change waits to move to), the password change and the email
 * preferences, or an honest note when the profile could not be read.
 */
export function ProfilePanel({ email, pendingEmail, profile }: { email: string; pendingEmail: string | null; profile: Profile | null }) {
  const t = useTranslations("Dashboard.profile");
  if (!profile) {
    return (
      <Panel title={t("title")} description={t("description")}>
        <Unavailable message={t("unavailable")} />
      </Panel>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <Panel title={t("title")} description={t("description")}>
        <ProfileForm
          email={email}
          initial={{ fullName: profile.full_name ?? "", phone: profile.phone ?? "", locale: isProfileLocale(profile.locale) ? profile.locale : "en" }}
        />
      </Panel>
      <Panel title={t("changeEmail.title")} description={t("changeEmail.description")}>
        <EmailChangeForm email={email} pending={pendingEmail} />
      </Panel>
      <Panel title={t("password.title")} description={t("password.description")}>
        <PasswordForm />
      </Panel>
      <Panel title={t("emailPreferences.title")} description={t("emailPreferences.description")}>
        <EmailPreferences
          initial={{ emailReminders: profile.email_reminders, emailReviewInvitations: profile.email_review_invitations }}
        />
      </Panel>
    </div>
  );
}
