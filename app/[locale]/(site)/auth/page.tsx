import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AuthForm } from "@/components/auth/auth-form";
import { Card, CardContent } from "@/components/ui/card";
import { ClientMessages } from "@/i18n/client-messages";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/auth">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Auth" });
  return pageMetadata({ locale, path: "/auth", title: t("metaTitle"), description: t("metaDescription"), noindex: true });
}

export default async function AuthPage({ params }: PageProps<"/[locale]/auth">) {
  await pageLocale(params);
  return (
    <ClientMessages area="auth">
      <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
        <Card>
          <CardContent>
            {/* The form reads ?redirect= in the browser, so the page itself stays static. */}
            <Suspense>
              <AuthForm />
            </Suspense>
          </CardContent>
        </Card>
      </section>
    </ClientMessages>
  );
}
