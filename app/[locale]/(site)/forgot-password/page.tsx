import { getTranslations } from "next-intl/server";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { Card, CardContent } from "@/components/ui/card";
import { ClientMessages } from "@/i18n/client-messages";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/forgot-password">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Password" });
  return pageMetadata({ locale, path: "/forgot-password", title: t("forgotMetaTitle"), description: t("forgotIntro"), noindex: true });
}

export default async function ForgotPasswordPage({ params }: PageProps<"/[locale]/forgot-password">) {
  await pageLocale(params);
  return (
    <ClientMessages area="auth">
      <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
        <Card>
          <CardContent>
            <ForgotPasswordForm />
          </CardContent>
        </Card>
      </section>
    </ClientMessages>
  );
}
