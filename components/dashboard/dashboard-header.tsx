import { PlusIcon, UserRoundIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { Profile } from "@/lib/data/profile";

/**
 * Greeting with the full name when known, else the plain heading;
 * the subtitle, the avatar (a default icon without `avatar_url`) and the
 * New Service Request button.
 */
export function DashboardHeader({ profile }: { profile: Profile | null }) {
  const t = useTranslations("Dashboard");
  const name = profile?.full_name?.trim();
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-4">
        <Avatar className="size-14 border">
          {profile?.avatar_url ? <AvatarImage src={profile.avatar_url} alt={t("avatarAlt")} /> : null}
          <AvatarFallback className="bg-accent text-accent-foreground">
            <UserRoundIcon aria-hidden className="size-7" />
          </AvatarFallback>
        </Avatar>
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {name ? t("greeting", { name }) : t("heading")}
          </h1>
          <p className="text-muted-foreground">{t("subtitle")}</p>
        </div>
      </div>
      <Button asChild size="lg" className="self-start sm:self-auto">
        <Link href="/service-request">
          <PlusIcon aria-hidden />
          {t("newRequest")}
        </Link>
      </Button>
    </div>
  );
}
