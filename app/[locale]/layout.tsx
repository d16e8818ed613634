import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ThemeProvider } from "@/components/site/theme-provider";
import { DismissErrorToasts } from "@/components/ui/dismiss-error-toasts";
import { ToasterSlot } from "@/components/ui/toaster-slot";
import { ClientMessages } from "@/i18n/client-messages";
import { pageLocale } from "@/i18n/page-locale";
import { routing } from "@/i18n/routing";
import { site } from "@/lib/site/business-profile";
import { themeScript } from "@/lib/ui/theme";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale: segment } = await params;
  const locale = hasLocale(routing.locales, segment) ? segment : routing.defaultLocale;
  // The 404 of an unknown first segment (a missing file the proxy never saw)
  // resolves its title after this (lib/site/seo.ts notFoundMetadata), in English.
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return {
    metadataBase: new URL(site.url),
    title: { default: t("defaultTitle"), template: `%s | ${site.name}` },
    description: t("defaultDescription"),
    applicationName: site.name,
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
  const t = await getTranslations("Common");
  return (
    <html lang={locale} suppressHydrationWarning data-scroll-behavior="smooth">
      <head>
        {/* Allowed by its hash on pages with a nonce (lib/proxy/security-headers.ts). */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <ClientMessages>
          <ThemeProvider>
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring"
            >
              {t("skipToContent")}
            </a>
            {/* The frame and its <main id="main">: the site's ((site)/layout.tsx) or the console's (admin/layout.tsx). */}
            {children}
            <ToasterSlot />
            <DismissErrorToasts />
          </ThemeProvider>
        </ClientMessages>
      </body>
    </html>
  );
}
