"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { dismissErrorToasts } from "./toast";

/** Mounted once in the layout: moving to another page dismisses the error toasts of the one left. */
export function DismissErrorToasts() {
  const pathname = usePathname();
  useEffect(() => dismissErrorToasts, [pathname]);
  return null;
}
