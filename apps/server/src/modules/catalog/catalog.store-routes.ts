import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendJsonText, sendTaggedJson } from "../../lib/json-text";
import { BestsellerCategoryList, CategoryTreeList, TagParams } from "./catalog.schemas";
import {
  CategoryListParams,
  CategoryListQuery,
  CategoryListResponse,
  FiltersParams,
  FiltersQuery,
  FiltersResponse,
  ProductList,
  SearchQuery,
} from "./product-list.schemas";

const Message = z.object({ message: z.string() });

export default async function catalogStoreRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const catalog = app.catalogService;
  const products = app.productsService;

  app.get(
    "/api/categories",
    {
      config: { answerCache: true },
      schema: {
        tags: ["catalog"],
        summary: "Top-level categories of every tag with two nested levels of subcategories",
        response: { 200: CategoryTreeList },
      },
    },
    async (_request, reply) => sendJsonText(reply, await catalog.listCategoryTree()),
  );

  app.get(
    "/api/categories/all/:tag",
    {
      config: { answerCache: true },
      schema: {
        tags: ["catalog"],
        summary: "The category tree of one tag (Women, Men or Kids)",
        params: TagParams,
        response: { 200: CategoryTreeList },
      },
    },
    async (request, reply) => sendJsonText(reply, await catalog.listCategoryTree(request.params.tag)),
  );

  app.get(
    "/api/products/bestseller/categories",
    {
      config: { answerCache: true },
      schema: {
        tags: ["catalog"],
        summary: "Categories whose active products sell best (by rating and trending before any sale)",
        response: { 200: BestsellerCategoryList },
      },
    },
    async (_request, reply) => sendJsonText(reply, await catalog.listBestsellerCategories()),
  );

  app.get(
    "/api/products/category/:cat/:page",
    {
      config: { answerCache: true },
      schema: {
        tags: ["catalog"],
        summary:
          "One page (30) of product cards of a category and its descendants, or of the Bestseller list",
        description:
          "One card per product: its cheapest colour that passes the filters. Prices in rupees. " +
          "A page past the end answers an empty list with the real totals.",
        params: CategoryListParams,
        querystring: CategoryListQuery,
        response: { 200: CategoryListResponse, 400: Message, 404: Message },
      },
    },
    async (request, reply) =>
      sendTaggedJson(
        request,
        reply,
        await products.listCategoryProducts(request.params.cat, request.params.page, request.query),
      ),
  );

  app.get(
    "/api/products/filters/:cat",
    {
      config: { answerCache: true },
      schema: {
        tags: ["catalog"],
        summary: "The filter sidebar's sizes, colours, weights, price range and sub categories of a category",
        params: FiltersParams,
        querystring: FiltersQuery,
        response: { 200: FiltersResponse, 400: Message, 404: Message },
      },
    },
    async (request) => {
      const { filters, tags } = await products.listFilters(request.params.cat, request.query.id);
      request.cacheTags = tags;
      return filters;
    },
  );

  app.get(
    "/api/products/search",
    {
      config: { answerCache: true },
      schema: {
        tags: ["catalog"],
        summary: "Up to 8 products for the search dropdown; tolerant of typos and partial words",
        querystring: SearchQuery,
        response: { 200: ProductList, 400: Message },
      },
    },
    async (request, reply) =>
      sendTaggedJson(request, reply, await products.searchProducts(request.query.query, "dropdown")),
  );

  app.get(
    "/api/products/searchall",
    {
      config: { answerCache: true },
      schema: {
        tags: ["catalog"],
        summary: "Every matching product (up to 120) for the search results page",
        querystring: SearchQuery,
        response: { 200: ProductList, 400: Message },
      },
    },
    async (request, reply) =>
      sendTaggedJson(request, reply, await products.searchProducts(request.query.query, "all")),
  );

  app.get(
    "/api/products/trending",
    {
      config: { answerCache: true },
      schema: {
        tags: ["catalog"],
        summary: "Trending products for the home page (active only, best rated first)",
        response: { 200: ProductList },
      },
    },
    async (request, reply) => sendTaggedJson(request, reply, await products.listTrendingProducts()),
  );
}
