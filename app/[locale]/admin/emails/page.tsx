import { getTranslations } from "next-intl/server";
import { adminMetadata } from "@/components/admin/admin-metadata";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AdminSection } from "@/components/admin/admin-section";
import { Unavailable } from "@/components/shared/panel";
import { localizePath } from "@/i18n/locale-from-path";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/page-locale";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { requireStaff } from "@/lib/data/require-staff";
import { renderNotification, type RenderedEmail } from "@/lib/server/notification-render";
import { sampleRows } from "@/lib/server/notification-sample-rows";
import { policyValues } from "@/lib/server/notification-templates/appointment-details";
import { site } from "@/lib/site/business-profile";
import { cn } from "@/lib/ui/class-names";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/emails">) {
  return adminMetadata(params, "emailPreview.metaTitle");
}

type Preview = { ok: true; email: RenderedEmail } | { ok: false; error: string };

/**
 * Every email the site sends, rendered from sample rows by the deliverer's own
 * renderer, in the language `?lang=` picks (default: the console's). Each is
 * shown in a sandboxed iframe: no script runs and no link leaves the frame.
 */
export default async function AdminEmailsPage({ params, searchParams }: PageProps<"/[locale]/admin/emails">) {
  const locale = await pageLocale(params);
  await requireStaff();
  const requested = (await searchParams).lang;
  const lang: Locale = isLocale(requested) ? requested : locale;
  const [t, kinds] = await Promise.all([getTranslations("Admin.emailPreview"), getTranslations("Admin.overview.failedDeliveries.kinds")]);
  // A made-up token: the preview shows where the opt-out link goes, and the link turns nothing off.
  const unsubscribeUrl = `${site.url}${localizePath(lang, "/unsubscribe")}?token=preview`;
  const previews = await Promise.all(
    sampleRows(lang).map(async (sample) => ({
      sample,
      preview: await renderNotification(sample.row, { now: sample.now, unsubscribeUrl }).then(
        (email): Preview => ({ ok: true, email }),
        (error: unknown): Preview => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      ),
    })),
  );

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={t("title")} description={t("description")} actions={<LanguageSwitch current={lang} label={t("language")} />} />
      {previews.map(({ sample, preview }) => (
        <AdminSection
          key={sample.id}
          id={`email-${sample.id}`}
          title={sample.late ? `${kinds(sample.row.kind)} · ${t("late", policyValues)}` : kinds(sample.row.kind)}
        >
          {preview.ok ? (
            <>
              <p className="text-sm">
                <span className="font-semibold">{t("subject")}:</span> <span lang={lang}>{preview.email.subject}</span>
              </p>
              <iframe
                srcDoc={preview.email.html}
                sandbox=""
                title={t("frameTitle", { subject: preview.email.subject })}
                loading="lazy"
                className="h-[960px] w-full rounded-md border bg-white"
              />
              {preview.email.attachments.map((file) => (
                <p key={file.filename} className="text-sm text-muted-foreground">
                  {t("attachment", { name: file.filename })}
                </p>
              ))}
              <details className="rounded-md border p-3">
                <summary className="cursor-pointer text-sm font-medium">{t("plainText")}</summary>
                <pre lang={lang} className="mt-3 overflow-x-auto text-xs break-words whitespace-pre-wrap">
                  {preview.email.text}
                </pre>
              </details>
            </>
          ) : (
            <Unavailable message={t("failed", { error: preview.error })} />
          )}
        </AdminSection>
      ))}
    </div>
  );
}

/** Plain links (`?lang=`), so switching works before any JavaScript loads. */
async function LanguageSwitch({ current, label }: { current: Locale; label: string }) {
  const names = await getTranslations("Language");
  return (
    <nav aria-label={label}>
      <ul className="flex gap-2">
        {routing.locales.map((code) => (
          <li key={code}>
            <Link
              href={`/admin/emails?lang=${code}`}
              aria-current={code === current ? "page" : undefined}
              lang={code}
              className={cn(
                "inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium transition-colors outline-none",
                "hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60",
                code === current && "border-primary bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground",
              )}
            >
              {names(code)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
