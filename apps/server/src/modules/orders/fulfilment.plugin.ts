import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createFulfilmentService, type FulfilmentService } from "./fulfilment.service";
import { createOrdersAdminService, type OrdersAdminService } from "./orders-admin.service";

declare module "fastify" {
  interface FastifyInstance {
    fulfilment: FulfilmentService;
    ordersAdmin: OrdersAdminService;
  }
}

/**
 * The order lifecycle after payment (decision 023), and the back office's order list, export and moves
 * (their routes are orders.admin-routes.ts).
 */
export default fp(
  async function fulfilmentService(app: FastifyInstance) {
    app.decorate(
      "fulfilment",
      createFulfilmentService({
        db: app.db,
        settings: app.settingsService,
        smtpConfigured: app.config.smtpUrl !== null,
        publicUrl: app.config.publicUrl,
        issueInvoice: app.invoices.issueWithin,
        piecesAwaitingApproval: (tx, lines) => app.approvals.piecesAwaiting(tx, lines),
      }),
    );
    app.decorate("ordersAdmin", createOrdersAdminService({ db: app.db }));
  },
  {
    name: "fulfilment-service",
    dependencies: ["db", "config", "settings-service", "checkout-flow", "invoices-service", "approvals"],
  },
);
