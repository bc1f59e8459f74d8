import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createReturnsService, type ReturnsService } from "./returns.service";

declare module "fastify" {
  interface FastifyInstance {
    returns: ReturnsService;
  }
}

/** Exchange & Return (decision 025). */
export default fp(
  async function returnsService(app: FastifyInstance) {
    app.decorate(
      "returns",
      createReturnsService({
        db: app.db,
        refunds: app.refunds,
        log: app.log,
        smtpConfigured: app.config.smtpUrl !== null,
        publicUrl: app.config.publicUrl,
      }),
    );
  },
  { name: "returns-service", dependencies: ["db", "config", "refunds-service"] },
);
