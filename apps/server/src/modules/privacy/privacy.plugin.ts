import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createPrivacyService, type PrivacyService } from "./privacy.service";

declare module "fastify" {
  interface FastifyInstance {
    privacy: PrivacyService;
  }
}

/** Data rights (decision 041): consents, the customer's download and erasure, and what staff see of them. */
export default fp(
  async function privacyService(app: FastifyInstance) {
    app.decorate("privacy", createPrivacyService(app.db));
  },
  { name: "privacy-service", dependencies: ["db", "auth"] },
);
