import { getTranslations } from "next-intl/server";
import { ResetPassword } from "@/components/auth/reset-password";
import { Card, CardContent } from "@/components/ui/card";
import { ClientMessages } from "@/i18n/client-messages";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/site/seo";
import { NEW_PASSWORD_VALUES, PASSWORD_LINK_TYPES, type PasswordLinkType } from "@/lib/validation/auth";

export async function generateMetadata({ params }: PageProps<"/[locale]/reset-password">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Password" });
  return pageMetadata({ locale, path: "/reset-password", title: t("resetMetaTitle"), description: t("rules", NEW_PASSWORD_VALUES), noindex: true });
}

const isLinkType = (value: unknown): value is PasswordLinkType => (PASSWORD_LINK_TYPES as readonly unknown[]).includes(value);

/**
 * The recovery email's link, ?token=<token hash>&type=recovery, and the
 * invitation staff send with a booking taken by phone, ?token=…&type=invite
 * (both parameters required). Rendering it spends nothing: the token goes
 * back to the server with the new password (see resetPassword), and an
 * invitation's page asks the new customer to choose a password for their
 * account.
 */
export default async function ResetPasswordPage({ params, searchParams }: PageProps<"/[locale]/reset-password">) {
  await pageLocale(params);
  const { token, type } = await searchParams;
  const linkType = isLinkType(type) ? type : "recovery";
  const usable = typeof token === "string" && token.trim() && isLinkType(type) ? token : null;
  return (
    <ClientMessages area="auth">
      <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
        <Card>
          <CardContent>
            <ResetPassword key={`${linkType}:${usable ?? "none"}`} token={usable} type={linkType} />
          </CardContent>
        </Card>
      </section>
    </ClientMessages>
  );
}
