import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createInvoicesService, type InvoicesService } from "./invoices.service";

declare module "fastify" {
  interface FastifyInstance {
    invoices: InvoicesService;
  }
}

/** GST tax invoices and credit notes: numbering, PDF, download (decision 024). */
export default fp(
  async function invoicesService(app: FastifyInstance) {
    app.decorate(
      "invoices",
      createInvoicesService({
        db: app.db,
        documents: app.storage.documents,
        log: app.log,
      }),
    );
  },
  { name: "invoices-service", dependencies: ["db", "config", "auth", "storage"] },
);
