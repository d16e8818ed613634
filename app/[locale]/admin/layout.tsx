import { ShieldCheckIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AdminNav } from "@/components/admin/admin-nav";
import { ConsoleSignOut } from "@/components/admin/console-sign-out";
import { LanguageSwitch } from "@/components/site/language-switch";
import { ThemeSwitch } from "@/components/site/theme-switch";
import { ClientMessages } from "@/i18n/client-messages";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/page-locale";
import { requireStaff } from "@/lib/data/require-staff";
import { site } from "@/lib/site/business-profile";

/**
 * The staff console, in its own full-width frame: a top bar (the console's
 * name, language, theme, sign out), its navigation, and the page as `main`;
 * not the site's header and footer. Rendered per request: the session is
 * checked on the server before anything renders, and anyone signed in but
 * staff gets the 404 page (the proxy sends a signed-out visitor to sign in
 * first).
 */
export default async function AdminLayout({ children, params }: LayoutProps<"/[locale]/admin">) {
  await pageLocale(params);
  await requireStaff();
  const t = await getTranslations("Admin");
  return (
    <ClientMessages area="admin">
      <header className="border-b bg-background">
        <div className="flex min-h-14 flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:px-6 lg:px-8">
          <Link
            href="/admin"
            className="mr-auto flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <ShieldCheckIcon aria-hidden className="size-5 text-primary" />
            <span>
              {site.shortName} <span className="sr-only font-normal text-muted-foreground sm:not-sr-only">· {t("console")}</span>
            </span>
          </Link>
          <LanguageSwitch />
          <ThemeSwitch />
          <ConsoleSignOut />
        </div>
        <div className="px-4 pb-3 sm:px-6 lg:px-8">
          <AdminNav />
        </div>
      </header>
      <main id="main" className="flex w-full flex-1 flex-col gap-8 px-4 py-6 sm:px-6 lg:px-8">
        {children}
      </main>
    </ClientMessages>
  );
}
