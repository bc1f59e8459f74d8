import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type CustomizationService, createCustomizationService } from "./customization.service";

declare module "fastify" {
  interface FastifyInstance {
    customizationService: CustomizationService;
  }
}

/** Size customisation's mannequin pictures, built once for the store's and the back office's routes. */
export default fp(
  async function customizationService(app: FastifyInstance) {
    app.decorate("customizationService", createCustomizationService({ db: app.db }));
  },
  { name: "customization-service", dependencies: ["db"] },
);
