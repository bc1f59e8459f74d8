import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type CouponsService, createCouponsService } from "./coupons.service";

declare module "fastify" {
  interface FastifyInstance {
    couponsService: CouponsService;
  }
}

/** The back office's coupons, built once for the admin routes. */
export default fp(
  async function couponsService(app: FastifyInstance) {
    app.decorate("couponsService", createCouponsService({ db: app.db }));
  },
  { name: "coupons-service", dependencies: ["db"] },
);
