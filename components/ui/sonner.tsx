"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/**
 * Toasts follow the site theme; destructive toasts use `toast.error`. Plain
 * colours (not `richColors`) keep text contrast at AA in both themes.
 */
function Toaster(props: ToasterProps) {
  const { theme = "system" } = useTheme();
  return (
    <Sonner
      theme={theme as ToasterProps["theme"]}
      position="top-center"
      className="toaster group"
      {...props}
    />
  );
}

export { Toaster };
