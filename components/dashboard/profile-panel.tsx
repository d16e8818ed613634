import { useTranslations } from "next-intl";
import type { Profile } from "@/lib/data/profile";
import { Panel, Unavailable } from "./panel";
import { ProfileForm } from "./profile-form";

/** Profile tab: the form, or an honest note when the profile could not be read. */
export function ProfilePanel({ email, profile }: { email: string; profile: Profile | null }) {
  const t = useTranslations("Dashboard.profile");
  return (
    <Panel title={t("title")} description={t("description")}>
      {profile ? (
        <ProfileForm email={email} fullName={profile.full_name ?? ""} username={profile.username ?? ""} />
      ) : (
        <Unavailable message={t("unavailable")} />
      )}
    </Panel>
  );
}
