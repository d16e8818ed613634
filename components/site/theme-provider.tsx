"use client";

import { ThemeProvider as NextThemesProvider } from "next-themes";
import type { ReactNode } from "react";
import { themeProviderProps } from "@/lib/ui/theme";

export function ThemeProvider({ children }: { children: ReactNode }) {
  return <NextThemesProvider {...themeProviderProps}>{children}</NextThemesProvider>;
}
