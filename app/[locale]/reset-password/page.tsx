import { getTranslations } from "next-intl/server";
import { ResetPassword } from "@/components/auth/reset-password";
import { Card, CardContent } from "@/components/ui/card";
import { ClientMessages } from "@/i18n/client-messages";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/reset-password">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Password" });
  return pageMetadata({ locale, path: "/reset-password", title: t("resetMetaTitle"), description: t("rules"), noindex: true });
}

/**
 * The recovery email's link: ?token=<token hash>&type=recovery (both
 * required). The token is checked on the server by a server action, which
 * stores the recovery session in the session cookies (see verifyRecovery).
 */
export default async function ResetPasswordPage({ params, searchParams }: PageProps<"/[locale]/reset-password">) {
  await pageLocale(params);
  const { token, type } = await searchParams;
  const usable = typeof token === "string" && token.trim() && type === "recovery" ? token : null;
  return (
    <ClientMessages area="auth">
      <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
        <Card>
          <CardContent>
            <ResetPassword key={usable ?? "none"} token={usable} />
          </CardContent>
        </Card>
      </section>
    </ClientMessages>
  );
}
