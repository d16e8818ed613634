import type { ResolvingMetadata } from "next";
import { useTranslations } from "next-intl";
import { NotFoundIllustration } from "@/components/illustrations/not-found";
import { SiteFrame } from "@/components/site/site-frame";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { notFoundMetadata } from "@/lib/site/seo";

// The title goes through the metadata path: a <title> in the body would be a
// second one in the served HTML.
export function generateMetadata(_props: unknown, parent: ResolvingMetadata) {
  return notFoundMetadata(parent);
}

/**
 * Every 404 under a language, in the site's frame: a missing public page, and
 * any console address for anyone but staff, so a customer learns nothing of
 * the console (staff meet an id that names nothing inside the console's own
 * frame: app/[locale]/admin/not-found.tsx).
 */
export default function NotFound() {
  const t = useTranslations("NotFound");
  return (
    <SiteFrame>
      <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <NotFoundIllustration title={t("illustration")} className="h-auto w-64 max-w-full" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
      <p className="text-muted-foreground">{t("description")}</p>
      <Button asChild size="lg">
        <Link href="/">{t("home")}</Link>
      </Button>
      </section>
    </SiteFrame>
  );
}
