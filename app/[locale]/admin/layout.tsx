import { ShieldCheckIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AdminNav } from "@/components/admin/admin-nav";
import { ClientMessages } from "@/i18n/client-messages";
import { pageLocale } from "@/i18n/page-locale";
import { requireStaff } from "@/lib/data/require-staff";

/**
 * The staff console. Rendered per request: the session is checked on the
 * server before anything renders, and anyone signed in but staff gets the
 * 404 page (the proxy sends a signed-out visitor to sign in first).
 */
export default async function AdminLayout({ children, params }: LayoutProps<"/[locale]/admin">) {
  await pageLocale(params);
  await requireStaff();
  const t = await getTranslations("Admin");
  return (
    <ClientMessages area="admin">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold text-primary">
            <ShieldCheckIcon aria-hidden className="size-4" />
            {t("console")}
          </p>
          <AdminNav />
        </div>
        {children}
      </div>
    </ClientMessages>
  );
}
