import { REVIEW_LIMITS, REVIEW_RATING, REVIEW_SERVICES } from "@/lib/rules/review-rules";

// The review form's constants, free of zod so the form's first load stays small
// (the schema itself, in ./review.ts, is loaded when the form first validates).

export { REVIEW_LIMITS };

/** What the review form's service select offers: the eight services plus "other". */
export const REVIEW_SERVICE_OPTIONS = REVIEW_SERVICES;

export type ReviewServiceOption = (typeof REVIEW_SERVICE_OPTIONS)[number];

export const DEFAULT_RATING = REVIEW_RATING.default;

/** The numbers the review form's error messages state (ReviewForm.errors). */
export const REVIEW_ERROR_VALUES = {
  nameMax: REVIEW_LIMITS.name,
  reviewMax: REVIEW_LIMITS.review,
  ratingMin: REVIEW_RATING.min,
  ratingMax: REVIEW_RATING.max,
} as const;

export const isReviewServiceOption = (value: unknown): value is ReviewServiceOption =>
  (REVIEW_SERVICE_OPTIONS as readonly unknown[]).includes(value);

/** Name of the hidden trap input: people never fill it, form-filling bots do. */
export const HONEYPOT_FIELD = "website";

/** Keys of the ReviewForm.errors messages that the schema reports. */
export type ReviewErrorKey =
  | "nameRequired"
  | "nameTooLong"
  | "emailRequired"
  | "emailInvalid"
  | "serviceRequired"
  | "ratingInvalid"
  | "reviewRequired"
  | "reviewTooLong";
