import { getTranslations } from "next-intl/server";
import { EmailChangeConfirmation } from "@/components/auth/email-change-confirmation";
import { Card, CardContent } from "@/components/ui/card";
import { ClientMessages } from "@/i18n/client-messages";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/confirm-email-change">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "EmailChange" });
  return pageMetadata({ locale, path: "/confirm-email-change", title: t("metaTitle"), description: t("intro"), noindex: true });
}

/**
 * The link of both change-of-email emails: ?token=<token hash>&type=email_change
 * (both required). Dynamic, like every page whose link carries a one-time
 * token; the token is spent by a server action (see confirmEmailChange).
 */
export default async function ConfirmEmailChangePage({ params, searchParams }: PageProps<"/[locale]/confirm-email-change">) {
  await pageLocale(params);
  const { token, type } = await searchParams;
  const usable = typeof token === "string" && token.trim() && type === "email_change" ? token : null;
  return (
    <ClientMessages area="auth">
      <section className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
        <Card>
          <CardContent>
            <EmailChangeConfirmation key={usable ?? "none"} token={usable} />
          </CardContent>
        </Card>
      </section>
    </ClientMessages>
  );
}
