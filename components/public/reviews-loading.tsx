"use client";

import { LoaderCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";

/**
 * The reviews page's loading spinner. A client component on purpose: it takes
 * the locale from the layout's provider, where a server component here would
 * read request headers and make the static page dynamic.
 */
export function ReviewsLoading() {
  const t = useTranslations("Reviews");
  return (
    <div role="status" className="flex flex-1 items-center justify-center gap-3 py-32 text-muted-foreground">
      <LoaderCircleIcon aria-hidden className="size-6 animate-spin" />
      <span>{t("loading")}</span>
    </div>
  );
}
