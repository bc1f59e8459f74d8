import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createLegacyService, type LegacyService } from "./legacy.service";

declare module "fastify" {
  interface FastifyInstance {
    legacyService: LegacyService;
  }
}

/** The older template's reads (/api/v1), built once for their routes. */
export default fp(
  async function legacyService(app: FastifyInstance) {
    app.decorate("legacyService", createLegacyService({ db: app.db }));
  },
  { name: "legacy-service", dependencies: ["db"] },
);
