import { describe, expect, it } from "vitest";
import { reviewSchema } from "@/lib/validation/review";
import { isReviewServiceOption, REVIEW_SERVICE_OPTIONS } from "@/lib/validation/review-options";

const valid = { name: "Ana López", email: "ana@example.com", service: "data-recovery", rating: 5, review: "They got my photos back." };
const errorsOf = (input: unknown) =>
  Object.fromEntries((reviewSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("review form schema", () => {
  it("accepts a complete review and trims text", () => {
    const parsed = reviewSchema.parse({ ...valid, name: "  Ana López ", email: " ana@example.com ", review: " Great!  " });
    expect(parsed).toEqual({ ...valid, review: "Great!" });
  });

  it("requires name, email, service and review, with message keys", () => {
    expect(errorsOf({ name: " ", email: "", service: "", rating: 5, review: "   " })).toEqual({
      name: "nameRequired",
      email: "emailRequired",
      service: "serviceRequired",
      review: "reviewRequired",
    });
  });

  it("refuses a malformed email", () => {
    for (const email of ["ana", "ana@", "ana@example", "ana example@x.com", "@example.com"]) {
      expect(errorsOf({ ...valid, email }), email).toEqual({ email: "emailInvalid" });
    }
  });

  it("takes ratings 1 to 5 in whole stars only", () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(reviewSchema.safeParse({ ...valid, rating }).success).toBe(true);
    for (const rating of [0, 6, 4.5, "5", null]) expect(errorsOf({ ...valid, rating }), String(rating)).toEqual({ rating: "ratingInvalid" });
  });

  it("offers the eight services plus other, and nothing else", () => {
    expect(REVIEW_SERVICE_OPTIONS).toHaveLength(9);
    expect(REVIEW_SERVICE_OPTIONS.at(-1)).toBe("other");
    expect(errorsOf({ ...valid, service: "virus-removal" })).toEqual({ service: "serviceRequired" });
    expect(isReviewServiceOption("remote-support")).toBe(true);
    expect(isReviewServiceOption("Remote support")).toBe(false);
  });

  it("caps lengths", () => {
    expect(errorsOf({ ...valid, name: "x".repeat(101) })).toEqual({ name: "nameTooLong" });
    expect(errorsOf({ ...valid, review: "x".repeat(2001) })).toEqual({ review: "reviewTooLong" });
  });
});
