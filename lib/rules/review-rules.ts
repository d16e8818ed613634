/**
 * The review form's rules the database enforces too (re-exported by
 * `business-rules.ts`, whose test holds them equal to SQL). A module of its
 * own so that the public review form does not bring every business rule into
 * the browser.
 */

/** Review form limits; email must also look like text@text.text. */
export const REVIEW_LIMITS = { name: 100, email: 254, review: 2000 } as const;
export const REVIEW_RATING = { min: 1, max: 5, default: 5 } as const;

/** reviews.service: the eight service page slugs plus "other". */
export const REVIEW_SERVICES = [
  "computer-repair", "mobile-support", "network-setup", "security-solutions", "data-recovery",
  "hardware-upgrades", "tech-consultation", "remote-support", "other",
] as const;
