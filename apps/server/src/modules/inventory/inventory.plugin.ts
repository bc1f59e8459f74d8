import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createInventoryService, type InventoryService } from "./inventory.service";

declare module "fastify" {
  interface FastifyInstance {
    inventoryService: InventoryService;
  }
}

/** Staff stock edits (compare-and-set, decision 020); the checkout holds stock through stock.repository. */
export default fp(
  async function inventoryService(app: FastifyInstance) {
    app.decorate("inventoryService", createInventoryService({ db: app.db }));
  },
  { name: "inventory-service", dependencies: ["db"] },
);
