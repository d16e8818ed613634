"use client";

import { useEffect, useState, type ReactNode } from "react";

/** True once the page has scrolled more than `threshold` pixels (the header uses 50). */
function useScrolled(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/** The header's bar: transparent over the hero, solid once the page scrolls past 50 px. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const scrolled = useScrolled(50);
  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-colors duration-200 ${
        scrolled ? "border-border bg-background/95 shadow-sm backdrop-blur" : "border-transparent bg-transparent"
      }`}
    >
      {children}
    </header>
  );
}
