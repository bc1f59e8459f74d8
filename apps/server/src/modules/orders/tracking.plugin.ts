import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createTrackingService, type TrackingService } from "./tracking.service";

declare module "fastify" {
  interface FastifyInstance {
    tracking: TrackingService;
  }
}

/** Guest order tracking (decision 023), built once for its store route. */
export default fp(
  async function trackingService(app: FastifyInstance) {
    app.decorate("tracking", createTrackingService({ db: app.db, attempts: app.attempts }));
  },
  { name: "tracking-service", dependencies: ["db", "rate-limit"] },
);
