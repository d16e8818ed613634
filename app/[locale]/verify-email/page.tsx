import { CircleCheckIcon, CircleXIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/seo";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata({ params }: PageProps<"/[locale]/verify-email">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Verify" });
  return pageMetadata({ locale, path: "/verify-email", title: t("verifyMetaTitle"), description: t("successText"), noindex: true });
}

/**
 * The confirmation email's link: ?token=<token hash>&type=email_confirmation.
 * Verified on the server (token-hash flow), which also sets the session cookies.
 */
export default async function VerifyEmailPage({ params, searchParams }: PageProps<"/[locale]/verify-email">) {
  await pageLocale(params);
  const t = await getTranslations("Verify");
  const { token, type } = await searchParams;
  let failure: string | null = null;
  if (typeof token !== "string" || !token || type !== "email_confirmation") {
    failure = t("invalidLink");
  } else {
    const supabase = await createClient();
    const { error } = await supabase.auth.verifyOtp({ token_hash: token, type: "email" });
    if (error) failure = error.message || t("failedGeneric");
  }
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-5 text-center">
          {failure ? <CircleXIcon className="size-12 text-destructive" aria-hidden /> : <CircleCheckIcon className="size-12 text-success" aria-hidden />}
          <h1 className="text-3xl font-bold tracking-tight">{failure ? t("failedTitle") : t("successTitle")}</h1>
          <p role={failure ? "alert" : undefined} className="text-muted-foreground">{failure ?? t("successText")}</p>
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
            <Button asChild>
              <Link href="/auth">{t("signIn")}</Link>
            </Button>
            {failure ? (
              <Button asChild variant="outline">
                <Link href="/contact">{t("contact")}</Link>
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
