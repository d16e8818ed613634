import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The public site's frame: its header, the page as `main` (the skip link's target), its footer. The console has its own (app/[locale]/admin/layout.tsx). */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="flex flex-1 flex-col pt-16">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
