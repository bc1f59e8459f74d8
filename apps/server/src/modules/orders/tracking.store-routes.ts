import { TrackingAnswer, TrackOrderBody } from "@boutique/shared/schemas/order-tracking";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const Failure = z.looseObject({ message: z.string() });
/** Per client address: a shopper retyping a number is fine, a script walking numbers is not. */
const PER_IP = { max: 20, timeWindow: 60_000 };

/** Guest order tracking (decision 023) (the customer's own order pages read GET /api/admin/orders/{id}). */
export default async function trackingStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/orders/track",
    {
      config: { rateLimit: PER_IP, cacheAreas: [] },
      schema: {
        tags: ["orders"],
        summary: "Track an order by its number and email: stages, dates and the carrier's tracking only",
        description:
          "An unknown number and a wrong email both answer 404 with the same message; wrong guesses at one number lock it for 15 minutes (429).",
        body: TrackOrderBody,
        response: { 200: TrackingAnswer, 400: Failure, 404: Failure, 429: Failure },
      },
    },
    (request) => app.tracking.track(request.body),
  );
}
