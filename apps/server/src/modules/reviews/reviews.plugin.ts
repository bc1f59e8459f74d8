import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createReviewsService, type ReviewsService } from "./reviews.service";

declare module "fastify" {
  interface FastifyInstance {
    reviewsService: ReviewsService;
  }
}

/** Product reviews, built once for the store's and the back office's routes. */
export default fp(
  async function reviewsService(app: FastifyInstance) {
    app.decorate("reviewsService", createReviewsService({ db: app.db }));
  },
  { name: "reviews-service", dependencies: ["db"] },
);
