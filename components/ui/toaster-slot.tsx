"use client";

import { useSyncExternalStore, type ReactElement } from "react";

let provided: ReactElement | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Called when the first toast loads sonner (`./toaster-provider`): from then on the page has a Toaster. */
export function provideToaster(toaster: ReactElement) {
  if (provided) return;
  provided = toaster;
  for (const listener of listeners) listener();
}

/**
 * Where the site's Toaster goes. It arrives with the first toast (see
 * `@/components/ui/toast`), so a page that never toasts never downloads sonner.
 */
export function ToasterSlot() {
  return useSyncExternalStore(subscribe, () => provided, () => null);
}
