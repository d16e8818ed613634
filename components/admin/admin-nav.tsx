"use client";

import { CalendarCogIcon, CalendarDaysIcon, ChartColumnIcon, ClipboardListIcon, LayoutDashboardIcon, MailIcon, MessageSquareQuoteIcon, TagsIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/i18n/navigation";
import { cn } from "@/lib/ui/class-names";

// `key`: the label's message under Admin.
const items = [
  { href: "/admin", key: "nav.overview", icon: LayoutDashboardIcon },
  { href: "/admin/requests", key: "nav.requests", icon: ClipboardListIcon },
  { href: "/admin/appointments", key: "nav.appointments", icon: CalendarDaysIcon },
  { href: "/admin/schedule", key: "nav.schedule", icon: CalendarCogIcon },
  { href: "/admin/services", key: "nav.services", icon: TagsIcon },
  { href: "/admin/reviews", key: "nav.reviews", icon: MessageSquareQuoteIcon },
  { href: "/admin/reports", key: "nav.reports", icon: ChartColumnIcon },
  { href: "/admin/emails", key: "emailPreview.nav", icon: MailIcon },
] as const;

/** The console's navigation, in its top bar; the current section is marked for screen readers. */
export function AdminNav() {
  const t = useTranslations("Admin");
  const pathname = usePathname();
  return (
    <nav aria-label={t("nav.label")}>
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:inline-flex">
        {items.map(({ href, key, icon: Icon }) => {
          const current = href === "/admin" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={key}>
              <Link
                href={href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex min-h-10 items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors outline-none",
                  "hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60",
                  current && "bg-background text-foreground shadow-sm",
                )}
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                {t(key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
