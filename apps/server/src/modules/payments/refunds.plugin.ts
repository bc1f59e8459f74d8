import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createRefundsService, type RefundsService } from "./refunds.service";

declare module "fastify" {
  interface FastifyInstance {
    refunds: RefundsService;
  }
}

/** Cancellations and refunds (decision 025) through the payment providers. */
export default fp(
  async function refundsService(app: FastifyInstance) {
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
  },
  { name: "refunds-service", dependencies: ["db", "config", "checkout-flow"] },
);
