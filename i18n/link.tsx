"use client";

import { createNavigation } from "next-intl/navigation";
import { useState, type ComponentProps } from "react";
import { routing } from "./routing";

// This module's own instance: navigation.ts re-exports Link from here, so
// importing its Link back would be a cycle.
const { Link: LocaleLink } = createNavigation(routing);

/**
 * next-intl's locale-aware Link, prefetching on intent (pointer over it, a
 * touch, keyboard focus) rather than as soon as it is on screen. On load,
 * viewport prefetching fetched and decoded the route of every visible link
 * while the page was still starting up: a row of 10–30 ms main-thread tasks
 * after hydration on a phone (Lighthouse traces, README "Performance"). This
 * is Next's own hover-prefetch recipe: `prefetch` stays false until the
 * first sign of intent, then takes the caller's value. Pass `prefetch={false}`
 * to never prefetch.
 */
export function Link({ onPointerEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof LocaleLink>) {
  const [intent, setIntent] = useState(false);
  const noticing =
    <Event,>(handler?: (event: Event) => void) =>
    (event: Event) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <LocaleLink
      {...props}
      prefetch={intent ? props.prefetch : false}
      onPointerEnter={noticing(onPointerEnter)}
      onTouchStart={noticing(onTouchStart)}
      onFocus={noticing(onFocus)}
    />
  );
}
