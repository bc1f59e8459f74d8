import { idParam } from "@boutique/shared/schemas/id";
import { ReviewRow, ReviewVisibilityBody } from "@boutique/shared/schemas/review";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const Failure = z.looseObject({ message: z.string() });

/** Staff moderate reviews: the newest across the shop, and hide or show one (policy catalog). */
export default async function reviewsAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const reviews = app.reviewsService;

  app.get(
    "/api/admin/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary: "The newest reviews (up to 100), optionally of one product or only hidden/visible ones",
        querystring: z.strictObject({
          product_id: idParam("Product not found.").optional(),
          hidden: z.enum(["true", "false"]).optional(),
        }),
        response: { 200: z.object({ reviews: z.array(ReviewRow) }), 400: Failure },
      },
    },
    async (request) => {
      const { product_id: productId, hidden } = request.query;
      const rows = await reviews.listRecentReviews({
        productId,
        hidden: hidden === undefined ? undefined : hidden === "true",
      });
      return { reviews: rows };
    },
  );

  app.put(
    "/api/admin/products/review/:id",
    {
      schema: {
        tags: ["reviews"],
        summary: "Hide a review from the shop, or show it again",
        description: "Hidden reviews leave the product page, its review count and its rating (JSON-LD too).",
        params: z.object({ id: idParam("Review not found.") }),
        body: ReviewVisibilityBody,
        response: { 200: ReviewRow, 400: Failure, 404: Failure },
      },
    },
    (request) => reviews.setHidden(request.params.id, request.body.hidden),
  );
}
