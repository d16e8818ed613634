"use client";

import { RotateCcwIcon, ServerCrashIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Link } from "@/i18n/navigation";
import { site } from "@/lib/site/business-profile";

/**
 * What a visitor sees when a page fails unexpectedly (every expected failure,
 * such as Supabase being unreachable, has its own message on the page
 * itself): the site's header and footer (or the console's frame) stay,
 * with a way to try again, home, or the phone. Next's own error page would be
 * unstyled and English only. The site's and the console's error.tsx are this
 * component. Every page loads this boundary, so it styles with
 * `buttonVariants` rather than <Button>, which would bring tailwind-merge to
 * every public page.
 */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("ErrorPage");
  const router = useRouter();
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <ServerCrashIcon aria-hidden className="size-16 text-muted-foreground" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
      <p className="text-muted-foreground">{t("description", { phone: site.phone.display })}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonVariants({ size: "lg" })} onClick={retry}>
          <RotateCcwIcon aria-hidden />
          {t("retry")}
        </button>
        <Link href="/" className={buttonVariants({ size: "lg", variant: "outline" })}>
          {t("home")}
        </Link>
      </div>
    </section>
  );
}
