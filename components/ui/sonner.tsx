"use client";

import { useTheme } from "next-themes";
import { useEffect } from "react";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

let replayed = false;

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
  return <Sonner theme={theme as ToasterProps["theme"]} position="top-center" className="toaster group" {...props} />;
}

export { Toaster };
