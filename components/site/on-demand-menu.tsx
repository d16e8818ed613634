"use client";

import { Slot } from "radix-ui";
import { lazy, Suspense, useState, type ComponentType, type ReactElement } from "react";
import { loadOnce } from "@/lib/ui/load-once";

/** What a menu loaded on demand receives: the trigger to wrap, and whether to open at once. */
export interface OnDemandMenuProps {
  trigger: ReactElement;
  defaultOpen?: boolean;
}

/**
 * A header menu whose code (Radix menu or dialog, positioning, focus
 * management) is fetched on first use instead of with every page. Until
 * then the same trigger renders as a plain button: pointing at it or
 * focusing it starts the download, and activating it (click, Enter, Space)
 * mounts the real menu already open. `load` resolves to the real menu,
 * which must wrap `trigger` in its own trigger.
 */
export function onDemandMenu<P extends object>(load: () => Promise<ComponentType<P & OnDemandMenuProps>>, popup: "menu" | "dialog" = "menu") {
  // Shared by pointer, focus and the click; a failed fetch is forgotten so the next one retries.
  const preload = loadOnce(load);
  const Menu = lazy(() => preload().then((component) => ({ default: component })));

  return function OnDemandMenu(props: P & { trigger: ReactElement }) {
    const [opened, setOpened] = useState(false);
    const placeholder = (
      <Slot.Root aria-haspopup={popup} aria-expanded={false} onPointerEnter={() => void preload()} onFocus={() => void preload()} onClick={() => setOpened(true)}>
        {props.trigger}
      </Slot.Root>
    );
    if (!opened) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Menu {...props} defaultOpen />
      </Suspense>
    );
  };
}
