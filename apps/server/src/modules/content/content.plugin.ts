import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type ContentAdminService, createContentAdminService } from "./content.admin-service";
import { type ContentService, createContentService } from "./content.service";
import { createTestimonialsService, type TestimonialsService } from "./content-testimonials.service";

declare module "fastify" {
  interface FastifyInstance {
    contentService: ContentService;
    contentAdminService: ContentAdminService;
    testimonialsService: TestimonialsService;
  }
}

/** The home page's content: the store's reads, the back office's edits and the testimonials, built once. */
export default fp(
  async function contentServices(app: FastifyInstance) {
    app.decorate("contentService", createContentService({ db: app.db }));
    app.decorate("contentAdminService", createContentAdminService({ db: app.db }));
    app.decorate("testimonialsService", createTestimonialsService({ db: app.db }));
  },
  { name: "content-services", dependencies: ["db"] },
);
