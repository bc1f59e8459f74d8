import { idParam } from "@boutique/shared/schemas/id";
import { ProductReviews, ReviewRow } from "@boutique/shared/schemas/review";
import { REVIEW_FIELDS, REVIEW_FILE_FIELD, REVIEW_MESSAGES } from "@boutique/shared/schemas/review-rules";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { UnauthorizedError } from "../../lib/errors";
import { withUploads } from "../media/with-uploads";

const Failure = z.looseObject({ message: z.string() });
const Submitted = z.object({ success: z.literal(true), message: z.string(), review: ReviewRow });
/** A person writes a review now and then; more than this per minute is a script. */
export const REVIEW_RATE_LIMIT = { max: 5, timeWindow: 60_000 } as const;

export const ReviewProductParams = z.object({
  parent_id: idParam(REVIEW_MESSAGES.product),
});

/** The product page's review calls (spec §7), signed in as a customer; paths as the spec names them. */
export default async function reviewsStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const reviews = app.reviewsService;

  app.get(
    "/api/admin/products/review/:parent_id",
    {
      schema: {
        tags: ["reviews"],
        summary: "A product's reviews, and whether the caller may write one",
        description:
          "Signed in. Customers see the reviews the shop shows; staff (admin, Editor, Employee) also see hidden ones and the reviewer's email.",
        params: ReviewProductParams,
        response: { 200: ProductReviews, 400: Failure, 401: Failure, 404: Failure },
      },
    },
    (request) => reviews.listProductReviews(request.params.parent_id, signedIn(request.user)),
  );

  app.post(
    "/api/admin/products/review",
    {
      config: { rateLimit: REVIEW_RATE_LIMIT },
      schema: {
        tags: ["reviews"],
        summary: "Write a review (multipart: product_id, ratting 1-5, title, message, optional image)",
        description:
          "Signed-in customers only, one review per product. `image` may be a photo or a video; it goes through the media pipeline. Missing rating, title or message answers 'Please fill all values.'.",
        consumes: ["multipart/form-data"],
        response: {
          201: Submitted,
          400: Failure,
          401: Failure,
          403: Failure,
          404: Failure,
          409: Failure,
          413: Failure,
          415: Failure,
          429: Failure,
        },
      },
    },
    async (request, reply) => {
      const viewer = signedIn(request.user);
      reviews.assertMayWrite(viewer);
      const answer = await withUploads(
        request,
        { fields: REVIEW_FIELDS, files: { [REVIEW_FILE_FIELD]: { kind: "image-or-video" } } },
        ({ fields, files }) => reviews.submitReview(viewer, fields, files[REVIEW_FILE_FIELD][0]),
      );
      return reply.status(201).send(answer);
    },
  );
}

/** The access guard already refused guests; this narrows the type. */
function signedIn<T>(user: T | null): T {
  if (!user) throw new UnauthorizedError();
  return user;
}
