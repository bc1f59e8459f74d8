import { z } from "zod";
import { idParam } from "./id";
import { REVIEW_LIMITS, REVIEW_MESSAGES } from "./review-rules";

const filled = (max: number, tooLong: string) =>
  z.string({ error: REVIEW_MESSAGES.missing }).trim().min(1, REVIEW_MESSAGES.missing).max(max, tooLong);

/**
 * POST /api/admin/products/review, the text parts of the multipart body (the optional photo or
 * video arrives as the file field `image`). Keys in checking order: the three texts, then the product.
 */
export const ReviewFields = z.strictObject({
  ratting: z
    .string({ error: REVIEW_MESSAGES.missing })
    .trim()
    .min(1, REVIEW_MESSAGES.missing)
    .transform(Number)
    .pipe(
      z
        .number({ error: REVIEW_MESSAGES.rating })
        .int(REVIEW_MESSAGES.rating)
        .min(1, REVIEW_MESSAGES.rating)
        .max(5, REVIEW_MESSAGES.rating),
    ),
  title: filled(REVIEW_LIMITS.title, REVIEW_MESSAGES.titleTooLong),
  message: filled(REVIEW_LIMITS.message, REVIEW_MESSAGES.messageTooLong),
  product_id: idParam(REVIEW_MESSAGES.product),
});
export type ReviewFields = z.infer<typeof ReviewFields>;

/** PUT /api/admin/products/review/{id}: staff hide a review from the shop, or show it again. */
export const ReviewVisibilityBody = z.strictObject({
  hidden: z.boolean({ error: "Say whether the review is hidden (true or false)." }),
});
export type ReviewVisibilityBody = z.infer<typeof ReviewVisibilityBody>;

export const ReviewRow = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  name: z.string(),
  last_name: z.string(),
  /** Only staff see who wrote it. */
  email: z.string().optional(),
  review_date: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  comment: z.string(),
  image: z.string().nullable(),
  media_type: z.enum(["image", "video"]).nullable(),
  hidden: z.boolean(),
});
export type ReviewRow = z.infer<typeof ReviewRow>;

export const ProductReviews = z.object({
  product_id: z.number().int(),
  /** Staff see hidden reviews too; customers only the visible ones. */
  reviews: z.array(ReviewRow),
  /** Whether the caller may write a review of this product now. */
  may_review: z.boolean(),
  /** Why not, in words the page can show; null when they may. */
  reason: z.string().nullable(),
});
export type ProductReviews = z.infer<typeof ProductReviews>;
