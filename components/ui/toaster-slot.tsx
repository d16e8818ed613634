"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";

let requested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Called by `@/components/ui/toast` when first imported: from then on the page has a Toaster. */
export function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

const Toaster = lazy(() => import("./sonner").then((module) => ({ default: module.Toaster })));

/**
 * Where the site's Toaster goes. It loads only on pages whose code can show
 * a toast (they import `toast` from `@/components/ui/toast`), so the public
 * pages, which never toast, do not download sonner.
 */
export function ToasterSlot() {
  const wanted = useSyncExternalStore(subscribe, () => requested, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
