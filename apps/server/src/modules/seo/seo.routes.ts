import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

/** Crawlers may keep these for an hour; the sitemap is rebuilt from the catalogue on each fetch after that. */
const CACHE_CONTROL = "public, max-age=3600";

export default async function seoRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const seo = app.seoService;

  app.get(
    "/robots.txt",
    {
      schema: {
        tags: ["seo"],
        summary: "Crawler rules: everything but the back office, the API and private shopper pages",
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      reply.type("text/plain; charset=utf-8").header("cache-control", CACHE_CONTROL);
      return seo.robotsTxt();
    },
  );

  app.get(
    "/sitemap.xml",
    {
      schema: {
        tags: ["seo"],
        summary: "Home, static pages, categories holding active products, and every active product",
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      const xml = await seo.sitemapXml();
      reply.type("application/xml; charset=utf-8").header("cache-control", CACHE_CONTROL);
      return xml;
    },
  );
}
