import { getTranslations } from "next-intl/server";
import { VerificationPending } from "@/components/auth/verification-pending";
import { Card, CardContent } from "@/components/ui/card";
import { ClientMessages } from "@/i18n/client-messages";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/verification-pending">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Verify" });
  return pageMetadata({ locale, path: "/verification-pending", title: t("pendingMetaTitle"), description: t("pendingIntro"), noindex: true });
}

export default async function VerificationPendingPage({ params }: PageProps<"/[locale]/verification-pending">) {
  await pageLocale(params);
  return (
    <ClientMessages area="auth">
      <section className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
        <Card>
          <CardContent>
            <VerificationPending />
          </CardContent>
        </Card>
      </section>
    </ClientMessages>
  );
}
