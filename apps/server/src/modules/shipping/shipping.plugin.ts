import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createShippingService, type ShippingService } from "./shipping.service";

declare module "fastify" {
  interface FastifyInstance {
    shippingService: ShippingService;
  }
}

/** One shipping service for the app: the admin and store routes, and the checkout flow's quote. */
export default fp(
  async function shippingService(app: FastifyInstance) {
    app.decorate("shippingService", createShippingService({ db: app.db, settings: app.settingsService }));
  },
  { name: "shipping-service", dependencies: ["db", "settings-service"] },
);
