"use client";

import type { toast as sonnerToast } from "sonner";
import { loadOnce } from "@/lib/ui/load-once";

type Sonner = typeof sonnerToast;

// A failed fetch is forgotten (and that toast lost) so the next toast retries.
const load = loadOnce(() => import("./toaster-provider").then((module) => module.toast));

/**
 * The one import for showing toasts. sonner and the site's Toaster are
 * fetched with the first toast rather than with the page (about 11 KB gzip),
 * so pages pay for them only when something is actually said; a toast
 * raised while they load is shown once the Toaster is mounted.
 */
export const toast = {
  success: (...args: Parameters<Sonner["success"]>) => void load().then((loaded) => loaded.success(...args), console.error),
  /** Something went through, but not all of it: it may follow the visitor to the next page, as success does. */
  warning: (...args: Parameters<Sonner["warning"]>) => void load().then((loaded) => loaded.warning(...args), console.error),
  error: (...args: Parameters<Sonner["error"]>) =>
    void load().then((loaded) => void errorsShown.add(loaded.error(...args)), console.error),
};

const errorsShown = new Set<string | number>();

/**
 * Dismisses the error toasts still on screen: an error belongs to the page
 * it was raised on, so the site calls this when the visitor moves to another
 * page (ToasterSlot). Success toasts stay: they often announce that move.
 */
export function dismissErrorToasts() {
  if (errorsShown.size === 0) return;
  const ids = [...errorsShown];
  errorsShown.clear();
  void load().then((loaded) => ids.forEach((id) => loaded.dismiss(id)), console.error);
}

/**
 * Fetches sonner ahead of the first toast, for a form that must be able to
 * say it failed even when the site has become unreachable since the page
 * loaded (fetched only then, that toast would be lost with its chunk).
 */
export const preloadToasts = () => void load().catch(() => undefined);
