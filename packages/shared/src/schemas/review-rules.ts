/**
 * The Write a Review rules (spec §5), without zod, so the storefront's browser bundle checks the
 * form with the same messages the API answers.
 */
export const REVIEW_MESSAGES = {
  missing: "Please fill all values.",
  rating: "Please choose a rating from 1 to 5.",
  titleTooLong: "Title is too long.",
  messageTooLong: "Review is too long.",
  product: "Product not found.",
  signIn: "Please sign in to write a review.",
  staff: "Reviews are written by customers.",
  duplicate: "You have already reviewed this product.",
  submitted: "Review Submitted",
} as const;

export const REVIEW_LIMITS = { title: 120, message: 2000 } as const;
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** The spec's multipart field names (`ratting` as the spec spells it) and the optional photo/video. */
export const REVIEW_FIELDS = ["product_id", "ratting", "title", "message"] as const;
export const REVIEW_FILE_FIELD = "image";

export type ReviewValues = { ratting: string; title: string; message: string };

/** The first problem with a review's text fields, or null when they can be sent. */
export function reviewProblem(values: ReviewValues): string | null {
  if (!values.ratting.trim() || !values.title.trim() || !values.message.trim())
    return REVIEW_MESSAGES.missing;
  const rating = Number(values.ratting);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return REVIEW_MESSAGES.rating;
  if (values.title.trim().length > REVIEW_LIMITS.title) return REVIEW_MESSAGES.titleTooLong;
  if (values.message.trim().length > REVIEW_LIMITS.message) return REVIEW_MESSAGES.messageTooLong;
  return null;
}
