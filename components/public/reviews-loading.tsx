"use client";

import { LoaderCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";

/**
 * The reviews page's loading spinner. A client component on purpose: it takes
 * the locale from the layout's provider, where a server component here would
 * read request headers and make the static page dynamic (loading.tsx gets no
 * params), so it can only read the site's namespaces. It fills the
 * screen, so the page that replaces it moves nothing in view (no layout shift).
 */
export function ReviewsLoading() {
  const t = useTranslations("Common");
  return (
    <div role="status" className="flex min-h-dvh flex-1 items-start justify-center gap-3 pt-40 text-muted-foreground">
      <LoaderCircleIcon aria-hidden className="size-6 animate-spin" />
      <span>{t("loadingReviews")}</span>
    </div>
  );
}
