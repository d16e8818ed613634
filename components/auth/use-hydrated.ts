"use client";

import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * False during server rendering and hydration. Submit buttons stay disabled
 * until then: before hydration a click would submit the form natively, with
 * the password in the URL.
 */
export function useHydrated() {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}
