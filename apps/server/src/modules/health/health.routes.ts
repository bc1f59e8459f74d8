import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const Health = z.object({ status: z.enum(["ok", "unavailable"]), database: z.enum(["pglite", "postgres"]) });

export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database check",
        response: { 200: Health, 503: Health },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: "ok" as const, database: app.database.kind };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        return reply.status(503).send({ status: "unavailable" as const, database: app.database.kind });
      }
    },
  );
}
