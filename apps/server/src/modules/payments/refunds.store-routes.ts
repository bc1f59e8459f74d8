import { OrderParams } from "@boutique/shared/schemas/checkout";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../plugins/auth";

const Failure = z.looseObject({ message: z.string() });

/** The customer's own free cancellation of a paid order (decision 025). */
export default async function refundsStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/orders/:id/cancel",
    {
      // The order's stock comes back and its money goes out (decision 027).
      config: { access: "user", cacheAreas: ["orders"], awaitsCatalogNotices: true },
      schema: {
        tags: ["orders"],
        summary: "Cancel your own paid order, free, within the cancellation window and before work starts",
        description:
          "The whole amount goes back through the gateway that took it and the pieces return to stock. 409 with the reason once the window (cancellation_window_hours after payment) has passed or production has started; 404 for another's order.",
        params: OrderParams,
        response: { 200: z.object({ message: z.string() }), 404: Failure, 409: Failure, 502: Failure },
      },
    },
    async (request) => ({
      message: await app.refunds.cancelByCustomer(signedInUser(request), request.params.id),
    }),
  );
}
