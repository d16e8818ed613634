"use client";

import type { toast as sonnerToast } from "sonner";

type Sonner = typeof sonnerToast;

let sonner: Promise<Sonner> | null = null;
// A failed fetch is forgotten (and that toast lost) so the next toast retries.
const load = () =>
  (sonner ??= import("./toaster-provider")
    .then((module) => module.toast)
    .catch((error: unknown) => {
      sonner = null;
      throw error;
    }));

/**
 * The one import for showing toasts. sonner and the site's Toaster are
 * fetched with the first toast rather than with the page (about 11 KB gzip),
 * so pages pay for them only when something is actually said; a toast
 * raised while they load is shown once the Toaster is mounted.
 */
export const toast = {
  success: (...args: Parameters<Sonner["success"]>) => void load().then((loaded) => loaded.success(...args), console.error),
  error: (...args: Parameters<Sonner["error"]>) => void load().then((loaded) => loaded.error(...args), console.error),
};
