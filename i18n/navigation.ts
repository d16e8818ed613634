import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/** Locale-aware Link, redirect and router: use these instead of next/link and next/navigation. */
export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
export { Link } from "./link";
