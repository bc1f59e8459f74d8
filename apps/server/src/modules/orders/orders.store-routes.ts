import { OrderDetailAnswer, OrderParams } from "@boutique/shared/schemas/checkout";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../plugins/auth";

const Failure = z.looseObject({ message: z.string() });

/** Spec §7 GET /api/admin/orders/{id}: the order's owner sees it (staff see any); others get 404. */
export default async function ordersStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/admin/orders/:id",
    {
      config: { cacheAreas: [] },
      schema: {
        tags: ["orders"],
        summary: "One order: its lines and shipping record",
        description: "Your own order (staff: any). 404 'Order not found' for anyone else's.",
        params: OrderParams,
        response: { 200: OrderDetailAnswer, 400: Failure, 401: Failure, 404: Failure },
      },
    },
    (request) => app.checkout.orderDetail(signedInUser(request), request.params.id),
  );
}
