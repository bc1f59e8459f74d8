import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type CatalogService, createCatalogService } from "./catalog.service";
import { type CategoriesService, createCategoriesService } from "./categories.service";
import { createProductDetailService, type ProductDetailService } from "./product-detail.service";
import { createProductsService, type ProductsService } from "./products.service";
import { createProductsAdminService, type ProductsAdminService } from "./products-admin.service";

declare module "fastify" {
  interface FastifyInstance {
    catalogService: CatalogService;
    productsService: ProductsService;
    productDetailService: ProductDetailService;
    categoriesService: CategoriesService;
    productsAdminService: ProductsAdminService;
  }
}

/** The catalogue's read, category and back-office product services, built once for the store and admin routes. */
export default fp(
  async function catalogServices(app: FastifyInstance) {
    app.decorate("catalogService", createCatalogService({ db: app.db }));
    app.decorate("productsService", createProductsService({ db: app.db }));
    app.decorate("productDetailService", createProductDetailService({ db: app.db }));
    app.decorate("categoriesService", createCategoriesService({ db: app.db }));
    app.decorate("productsAdminService", createProductsAdminService({ db: app.db }));
  },
  { name: "catalog-services", dependencies: ["db"] },
);
