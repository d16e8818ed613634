"use client";

import { useSyncExternalStore, type ReactElement } from "react";

let provided: ReactElement | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Called by `@/components/ui/toast` when first imported: from then on the page has a Toaster. */
export function provideToaster(toaster: ReactElement) {
  if (provided) return;
  provided = toaster;
  for (const listener of listeners) listener();
}

/**
 * Where the site's Toaster goes. It arrives with the code that can show a
 * toast (which imports `toast` from `@/components/ui/toast`), so the public
 * pages, which never toast, do not download sonner.
 */
export function ToasterSlot() {
  return useSyncExternalStore(subscribe, () => provided, () => null);
}
