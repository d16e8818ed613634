import type { ServiceSlug } from "./types";

/** The eight services with their own page, in display order. */
export const SERVICE_SLUGS = [
  "computer-repair",
  "mobile-support",
  "network-setup",
  "security-solutions",
  "data-recovery",
  "hardware-upgrades",
  "tech-consultation",
  "remote-support",
] as const satisfies readonly ServiceSlug[];
