import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { BestsellerCategoryList, CategoryTreeList, TagParams } from "./catalog.schemas";
import { createCatalogService } from "./catalog.service";

export default async function catalogStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const catalog = createCatalogService({ db: app.db });

  app.get(
    "/api/categories",
    {
      schema: {
        tags: ["catalog"],
        summary: "Top-level categories of every tag with two nested levels of subcategories",
        response: { 200: CategoryTreeList },
      },
    },
    () => catalog.listCategoryTree(),
  );

  app.get(
    "/api/categories/all/:tag",
    {
      schema: {
        tags: ["catalog"],
        summary: "The category tree of one tag (Women, Men or Kids)",
        params: TagParams,
        response: { 200: CategoryTreeList },
      },
    },
    (request) => catalog.listCategoryTree(request.params.tag),
  );

  app.get(
    "/api/products/bestseller/categories",
    {
      schema: {
        tags: ["catalog"],
        summary: "Categories whose active products sell best (by rating and trending before any sale)",
        response: { 200: BestsellerCategoryList },
      },
    },
    () => catalog.listBestsellerCategories(),
  );
}
