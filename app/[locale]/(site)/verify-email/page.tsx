import { getTranslations } from "next-intl/server";
import { EmailVerification } from "@/components/auth/email-verification";
import { Card, CardContent } from "@/components/ui/card";
import { ClientMessages } from "@/i18n/client-messages";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/verify-email">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Verify" });
  return pageMetadata({ locale, path: "/verify-email", title: t("verifyMetaTitle"), description: t("successText"), noindex: true });
}

/**
 * The confirmation email's link: ?token=<token hash>&type=email_confirmation
 * (both required). Dynamic, like every page whose link carries a
 * one-time token; the token is spent by a server action (see verifyEmail).
 */
export default async function VerifyEmailPage({ params, searchParams }: PageProps<"/[locale]/verify-email">) {
  await pageLocale(params);
  const { token, type } = await searchParams;
  const usable = typeof token === "string" && token.trim() && type === "email_confirmation" ? token : null;
  return (
    <ClientMessages area="auth">
      <section className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
        <Card>
          <CardContent>
            <EmailVerification key={usable ?? "none"} token={usable} />
          </CardContent>
        </Card>
      </section>
    </ClientMessages>
  );
}
