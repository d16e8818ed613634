import { BellOffIcon, CircleXIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { UnsubscribeConfirm } from "@/components/unsubscribe/unsubscribe-confirm";
import { UnsubscribeMessage } from "@/components/unsubscribe/unsubscribe-message";
import { Card, CardContent } from "@/components/ui/card";
import { pageLocale } from "@/i18n/page-locale";
import { verifyUnsubscribeToken } from "@/lib/server/notification-unsubscribe-token";
import { pageMetadata } from "@/lib/site/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/unsubscribe">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Unsubscribe" });
  return pageMetadata({ locale, path: "/unsubscribe", title: t("metaTitle"), description: t("metaDescription"), noindex: true });
}

/**
 * The link at the foot of a reminder or review invitation: ?token=<signed
 * outbox id>. Public (no session: the token is the credential, and it names
 * an email, never an account). Opening the page changes nothing, since mail
 * scanners and prefetchers follow links too; the visitor confirms with a
 * button that posts to a server action. A malformed, forged or expired token
 * gets the invalid-link screen at once.
 */
export default async function UnsubscribePage({ params, searchParams }: PageProps<"/[locale]/unsubscribe">) {
  const locale = await pageLocale(params);
  const { token } = await searchParams;
  const t = await getTranslations({ locale, namespace: "Unsubscribe" });
  const usable = typeof token === "string" && verifyUnsubscribeToken(token) !== null ? token : null;

  const invalidLink = (
    <UnsubscribeMessage icon={CircleXIcon} tone="error" title={t("invalidTitle")} text={t("invalidText")} linkLabel={t("manage")} />
  );
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
      <Card>
        <CardContent>
          {usable ? (
            <UnsubscribeConfirm
              token={usable}
              text={{
                title: t("confirmTitle"),
                text: t("confirmText"),
                confirm: t("confirm"),
                confirming: t("confirming"),
                failed: t("failed"),
              }}
              done={{
                appointment_reminder: (
                  <UnsubscribeMessage icon={BellOffIcon} tone="success" title={t("remindersOffTitle")} text={t("remindersOffText")} linkLabel={t("manage")} />
                ),
                appointment_completed: (
                  <UnsubscribeMessage
                    icon={BellOffIcon}
                    tone="success"
                    title={t("reviewInvitationsOffTitle")}
                    text={t("reviewInvitationsOffText")}
                    linkLabel={t("manage")}
                  />
                ),
              }}
              invalidLink={invalidLink}
            />
          ) : (
            invalidLink
          )}
        </CardContent>
      </Card>
    </section>
  );
}
