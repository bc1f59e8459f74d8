import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createSeoService, type SeoService } from "./seo.service";

declare module "fastify" {
  interface FastifyInstance {
    seoService: SeoService;
  }
}

/** robots.txt and the sitemap, built once with the shop's public address. */
export default fp(
  async function seoService(app: FastifyInstance) {
    app.decorate("seoService", createSeoService({ db: app.db, publicUrl: app.config.publicUrl }));
  },
  { name: "seo-service", dependencies: ["db", "config"] },
);
