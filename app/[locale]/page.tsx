import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/i18n/page-locale";

// Placeholder home page: the public-site work replaces it.
export default async function HomePage({ params }: PageProps<"/[locale]">) {
  await pageLocale(params);
  const t = await getTranslations("Metadata");
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-24">
      <h1 className="text-4xl font-bold">{t("siteName")}</h1>
      <div className="h-[150vh]" />
    </section>
  );
}
