import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createFulfilmentService, type FulfilmentService } from "./fulfilment.service";
import ordersAdminRoutes from "./orders.admin-routes";
import { createOrdersAdminService, type OrdersAdminService } from "./orders-admin.service";

declare module "fastify" {
  interface FastifyInstance {
    fulfilment: FulfilmentService;
    ordersAdmin: OrdersAdminService;
  }
}

/** Issue 11: the order lifecycle after payment, and the back office's order list, export and moves. */
async function fulfilmentPlugin(app: FastifyInstance) {
  app.decorate(
    "fulfilment",
    createFulfilmentService({
      db: app.db,
      settings: app.settingsService,
      smtpConfigured: app.config.smtpUrl !== null,
      publicUrl: app.config.publicUrl,
    }),
  );
  app.decorate("ordersAdmin", createOrdersAdminService({ db: app.db }));
  await app.register(ordersAdminRoutes);
}

export default fp(fulfilmentPlugin, {
  name: "fulfilmentPlugin",
  dependencies: ["db", "config", "settings-service", "checkout-flow"],
});
