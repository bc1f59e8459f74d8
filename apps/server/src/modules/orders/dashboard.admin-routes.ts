import { DashboardAnswer, DashboardQuery, RecentOrdersAnswer } from "@boutique/shared/schemas/dashboard";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const Failure = z.looseObject({ message: z.string() });
const tags = ["orders", "admin"];

/** The back office's dashboard figures and recent orders (decision 023): admin only, per ADMIN_API_ACCESS. */
export default async function dashboardAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/admin/orders/dashboard",
    {
      config: { cacheAreas: [] },
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
      config: { cacheAreas: [] },
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
      config: { cacheAreas: [] },
      schema: {
        tags,
        summary: "How many paid orders wait to be started (the header's new-orders count)",
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    async () => ({ count: await app.dashboard.newPaidCount() }),
  );
}
