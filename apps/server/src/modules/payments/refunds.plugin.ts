import { OrderParams } from "@boutique/shared/schemas/checkout";
import { RefundAnswer, RefundBody, RefundListAnswer } from "@boutique/shared/schemas/refund";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ValidationError } from "../../lib/errors";
import { signedInUser } from "../../plugins/auth";
import { createRefundsService, type RefundsService } from "./refunds.service";

declare module "fastify" {
  interface FastifyInstance {
    refunds: RefundsService;
  }
}

const Failure = z.looseObject({ message: z.string() });
const tags = ["orders", "admin"];
const CLIENT_KEY = /^[A-Za-z0-9_-]{8,64}$/;

async function refundRoutes(instance: FastifyInstance) {
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
      config: { keepsCatalogCache: true },
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

async function customerCancelRoute(instance: FastifyInstance) {
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

/** Issue 11: cancellations and refunds through the payment providers. */
async function refundsPlugin(app: FastifyInstance) {
  app.decorate(
    "refunds",
    createRefundsService({
      db: app.db,
      providers: app.paymentProviders,
      log: app.log,
      smtpConfigured: app.config.smtpUrl !== null,
      publicUrl: app.config.publicUrl,
    }),
  );
  await app.register(refundRoutes);
  await app.register(customerCancelRoute);
}

export default fp(refundsPlugin, {
  name: "refundsPlugin",
  dependencies: ["db", "config", "checkout-flow"],
});
