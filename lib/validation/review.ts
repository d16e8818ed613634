import { z } from "@/lib/validation/zod";
import { REVIEW_RATING } from "@/lib/rules/business-rules";
import { REVIEW_LIMITS, REVIEW_SERVICE_OPTIONS } from "./review-options";

/**
 * The contact page's review form, used by the client form and
 * again by the submitReview action. Messages are keys of the ReviewForm.errors
 * namespace (ReviewErrorKey), translated by the form.
 */
export const reviewSchema = z.object({
  name: z.string().trim().min(1, "nameRequired").max(REVIEW_LIMITS.name, "nameTooLong"),
  email: z
    .string()
    .trim()
    .min(1, { error: "emailRequired", abort: true })
    .max(REVIEW_LIMITS.email, "emailInvalid")
    .pipe(z.email("emailInvalid")),
  service: z.enum(REVIEW_SERVICE_OPTIONS, "serviceRequired"),
  rating: z.int("ratingInvalid").min(REVIEW_RATING.min, "ratingInvalid").max(REVIEW_RATING.max, "ratingInvalid"),
  review: z.string().trim().min(1, "reviewRequired").max(REVIEW_LIMITS.review, "reviewTooLong"),
});

/** Form state before validation: the select starts empty. */
export type ReviewFormInput = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;
