import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createDashboardService, type DashboardService } from "./dashboard.service";

declare module "fastify" {
  interface FastifyInstance {
    dashboard: DashboardService;
  }
}

/** The back office's dashboard figures and recent orders (decision 023). */
export default fp(
  async function dashboardService(app: FastifyInstance) {
    app.decorate(
      "dashboard",
      createDashboardService({
        db: app.db,
        cacheSeconds: app.config.dashboardCacheSeconds,
        ordersCleared: () => app.answerCache.generation("orders"),
      }),
    );
  },
  { name: "dashboard-service", dependencies: ["db", "config", "answer-cache"] },
);
