import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  LegacyProductAnswer,
  LegacyProductParams,
  LegacyProductsAnswer,
  LegacyProductsQuery,
} from "./legacy.schemas";

const Message = z.object({ message: z.string() });

/** Reads the older generic template made (spec §7 "Older template"), served from the real catalogue. */
export default async function legacyStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const legacy = app.legacyService;

  app.get(
    "/api/v1/product/:id",
    {
      schema: {
        tags: ["legacy"],
        summary:
          "One active product in the older template's shape (_id, price, images[].url, Stock, reviews)",
        params: LegacyProductParams,
        response: { 200: LegacyProductAnswer, 400: Message, 404: Message },
      },
    },
    (request) => legacy.getProduct(request.params.id),
  );

  app.get(
    "/api/v1/products",
    {
      schema: {
        tags: ["legacy"],
        summary: "Active products filtered the older template's way, eight a page, newest first",
        description: "keyword is typo-tolerant like the storefront search; prices in rupees.",
        querystring: LegacyProductsQuery,
        response: { 200: LegacyProductsAnswer, 400: Message },
      },
    },
    (request) => legacy.listProducts(request.query),
  );
}
