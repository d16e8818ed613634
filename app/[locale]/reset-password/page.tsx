import { getTranslations } from "next-intl/server";
import { ResetPassword } from "@/components/auth/reset-password";
import { Card, CardContent } from "@/components/ui/card";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/reset-password">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Password" });
  return pageMetadata({ locale, path: "/reset-password", title: t("resetMetaTitle"), description: t("rules"), noindex: true });
}

/**
 * The recovery email's link: ?token=<token hash>&type=recovery. The browser
 * exchanges the token for a recovery session (stored in the session cookies),
 * which the form then uses to set the new password.
 */
export default async function ResetPasswordPage({ params, searchParams }: PageProps<"/[locale]/reset-password">) {
  await pageLocale(params);
  const { token, type } = await searchParams;
  const usable = typeof token === "string" && token && type === "recovery" ? token : null;
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <Card>
        <CardContent>
          <ResetPassword token={usable} />
        </CardContent>
      </Card>
    </section>
  );
}
