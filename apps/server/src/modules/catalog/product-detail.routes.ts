import { ProductDetailResponse } from "@boutique/shared/schemas/product-detail";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendTaggedJson } from "../../lib/json-text";
import { ProductColourParams, ProductDetailParams } from "./product-detail.schemas";

const Message = z.object({ message: z.string() });
const answers = { 200: ProductDetailResponse, 400: Message, 404: Message };

/** The product page's data (spec §7 GET /api/products/{pid}[/{cid}]); public. */
export default async function productDetailRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const detail = app.productDetailService;

  app.get(
    "/api/products/:pid",
    {
      config: { answerCache: true },
      schema: {
        tags: ["catalog"],
        summary:
          "An active product with its first colour's sizes, every colour, reviews and related products",
        params: ProductDetailParams,
        response: answers,
      },
    },
    // Tagged with the product and its category: their change notices clear it (plugins/answer-cache/database-notices.ts).
    async (request, reply) =>
      sendTaggedJson(request, reply, await detail.getProductDetail(request.params.pid)),
  );

  app.get(
    "/api/products/:pid/:cid",
    {
      config: { answerCache: true },
      schema: {
        tags: ["catalog"],
        summary:
          "The same, opened on colour variant cid (the first colour when cid is not one of the product's)",
        params: ProductColourParams,
        response: answers,
      },
    },
    async (request, reply) =>
      sendTaggedJson(request, reply, await detail.getProductDetail(request.params.pid, request.params.cid)),
  );
}
