import type { ResolvingMetadata } from "next";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { notFoundMetadata } from "@/lib/site/seo";

export function generateMetadata(_props: unknown, parent: ResolvingMetadata) {
  return notFoundMetadata(parent);
}

/**
 * A console address that names nothing (a request, customer or ticket id
 * that does not exist), for staff: the 404 inside the console's frame, with
 * the way back to the overview. Anyone else never reaches it: the console's
 * layout sends them to the site's own 404 page before any console page
 * renders.
 */
export default function AdminNotFound() {
  const t = useTranslations("Admin.notFound");
  return (
    <section className="flex flex-col items-start gap-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="max-w-prose text-muted-foreground">{t("description")}</p>
      <Button asChild>
        <Link href="/admin">{t("back")}</Link>
      </Button>
    </section>
  );
}
