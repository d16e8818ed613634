import type { ReactNode } from "react";
import "./globals.css";

// The real root layout is app/[locale]/layout.tsx (it owns <html lang>); this
// pass-through exists so that app/not-found.tsx can render for paths outside it.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
