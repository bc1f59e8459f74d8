import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createSettingsService, type SettingsService } from "./settings.service";

declare module "fastify" {
  interface FastifyInstance {
    settingsService: SettingsService;
  }
}

/** One settings service for the app: the settings routes, the shipping rule and the checkout's dollar rate. */
export default fp(
  async function settingsService(app: FastifyInstance) {
    app.decorate("settingsService", createSettingsService({ db: app.db }));
  },
  { name: "settings-service", dependencies: ["db"] },
);
