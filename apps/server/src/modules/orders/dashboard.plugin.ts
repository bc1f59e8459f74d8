import { DashboardAnswer, DashboardQuery, RecentOrdersAnswer } from "@boutique/shared/schemas/dashboard";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createDashboardService, type DashboardService } from "./dashboard.service";

declare module "fastify" {
  interface FastifyInstance {
    dashboard: DashboardService;
  }
}

const Failure = z.looseObject({ message: z.string() });
const tags = ["orders", "admin"];

async function dashboardRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/admin/orders/dashboard",
    {
      config: { keepsCatalogCache: true },
      schema: {
        tags,
        summary:
          "The dashboard's figures: sales by gateway, pending, new orders and customers, revenue over time",
        querystring: DashboardQuery,
        response: { 200: DashboardAnswer, 400: Failure },
      },
    },
    (request) => app.dashboard.figures(request.query.period),
  );
  app.get(
    "/api/admin/orders",
    {
      config: { keepsCatalogCache: true },
      schema: {
        tags,
        summary: "The ten newest orders (not failed ones)",
        response: { 200: RecentOrdersAnswer },
      },
    },
    () => app.dashboard.recent(),
  );
  app.get(
    "/api/admin/orders/new-count",
    {
      config: { keepsCatalogCache: true },
      schema: {
        tags,
        summary: "How many paid orders wait to be started (the header's new-orders count)",
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    async () => ({ count: await app.dashboard.newPaidCount() }),
  );
}

/** Issue 11: the back office's dashboard figures and recent orders. */
async function dashboardPlugin(app: FastifyInstance) {
  app.decorate(
    "dashboard",
    createDashboardService({
      db: app.db,
      cacheSeconds: app.config.dashboardCacheSeconds,
      ordersCleared: () => app.catalogCache.generation("orders"),
    }),
  );
  await app.register(dashboardRoutes);
}

export default fp(dashboardPlugin, {
  name: "dashboardPlugin",
  dependencies: ["db", "config", "catalog-cache"],
});
