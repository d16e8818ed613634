"use client";

import { useTheme } from "next-themes";
import { useEffect } from "react";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

let replayed = false;

/**
 * Toasts start under the site's fixed header (h-16, 64 px) with an 8 px gap, on
 * phones too (sonner's `mobileOffset`, under 600 px), so they never hide the
 * navigation or the menu button (tests/e2e/seams.spec.ts).
 */
const BELOW_HEADER = { top: 72 };

/**
 * Toasts follow the site theme; destructive toasts use `toast.error`. Plain
 * colours (not `richColors`) keep text contrast at AA in both themes.
 * Mounted on demand by ToasterSlot: toasts raised while it was loading (a
 * page that toasts as it opens) are shown once it is there.
 */
function Toaster(props: ToasterProps) {
  const { theme = "system" } = useTheme();
  useEffect(() => {
    if (replayed) return;
    replayed = true;
    for (const raised of toast.getToasts()) {
      if (!("dismiss" in raised)) toast(raised.title, raised);
    }
  }, []);
  return <Sonner theme={theme as ToasterProps["theme"]} position="top-center" offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} className="toaster group" {...props} />;
}

export { Toaster };
