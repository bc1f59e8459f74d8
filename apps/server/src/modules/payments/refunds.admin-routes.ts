import { OrderParams } from "@boutique/shared/schemas/checkout";
import { RefundAnswer, RefundBody, RefundListAnswer } from "@boutique/shared/schemas/refund";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ValidationError } from "../../lib/errors";
import { signedInUser } from "../../plugins/auth";

const Failure = z.looseObject({ message: z.string() });
const tags = ["orders", "admin"];
const CLIENT_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** Refunds and cancellations by staff (decision 025): admin only, per ADMIN_API_ACCESS. */
export default async function refundsAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/api/admin/orders/:id/refunds",
    {
      // Cancelled lines give their stock back; refunds change the dashboard's figures (decision 027).
      config: { cacheAreas: ["orders"], awaitsCatalogNotices: true },
      schema: {
        tags,
        summary: "Refund part or all of a paid order through its provider; cancel the order or some lines",
        description:
          "amount is in the order's currency; left out, the chosen lines' value or all that is left. An Idempotency-Key header makes a retry the same refund. Cancelled lines' stock returns.",
        params: OrderParams,
        body: RefundBody,
        response: {
          200: RefundAnswer,
          400: Failure,
          401: Failure,
          403: Failure,
          404: Failure,
          409: Failure,
          502: Failure,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const header = request.headers["idempotency-key"];
      const clientKey = typeof header === "string" ? header : null;
      if (clientKey !== null && !CLIENT_KEY.test(clientKey)) {
        throw new ValidationError("Idempotency-Key must be 8 to 64 letters, digits, - or _.");
      }
      const refund = await app.refunds.refund(request.params.id, request.body, user, clientKey);
      return { refund, detail: await app.checkout.orderDetail(user, request.params.id) };
    },
  );

  app.get(
    "/api/admin/orders/:id/refunds",
    {
      config: { cacheAreas: [] },
      schema: {
        tags,
        summary: "The order's refunds, newest first",
        params: OrderParams,
        response: { 200: RefundListAnswer },
      },
    },
    async (request) => ({ data: await app.refunds.list(request.params.id) }),
  );
}
