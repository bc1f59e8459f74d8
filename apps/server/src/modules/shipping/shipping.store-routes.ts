import { PublicShippingZones } from "@boutique/shared/schemas/shipping-zones";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/** What shipping abroad costs, for the storefront's Shipping page. */
export default async function shippingStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/shipping/zones",
    {
      config: { answerCache: "settings" },
      schema: {
        tags: ["shipping"],
        summary:
          "Zones abroad with their countries and weight bands (rupees, lightest first); India follows GET /api/shipping",
        response: { 200: PublicShippingZones },
      },
    },
    () => app.shippingService.listPublicZones(),
  );
}
