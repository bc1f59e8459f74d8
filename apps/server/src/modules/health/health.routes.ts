import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { within } from "../../lib/unavailable";

const Health = z.object({ status: z.enum(["ok", "unavailable"]), database: z.enum(["pglite", "postgres"]) });
const Live = z.object({ status: z.literal("ok") });
const Ready = z.object({
  status: z.enum(["ready", "unavailable", "draining"]),
  database: z.enum(["ok", "unavailable"]),
  redis: z.enum(["ok", "unavailable", "none"]),
});

/** A health answer must come back while the database hangs: a balancer waits for it. */
const CHECK_TIMEOUT_MS = 1500;

export default async function healthRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  let draining = false;
  // Set before the server stops listening (SIGTERM): ready says so while requests in flight finish.
  app.addHook("preClose", async () => {
    draining = true;
  });

  const databaseUp = () =>
    within(app.database.ping(), CHECK_TIMEOUT_MS, "the database").then(
      () => true,
      (error: unknown) => {
        app.log.warn({ err: error }, "health check: database unreachable");
        return false;
      },
    );

  routes.get(
    "/api/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database check",
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      if (await databaseUp()) return { status: "ok" as const, database: app.database.kind };
      return reply.status(503).send({ status: "unavailable" as const, database: app.database.kind });
    },
  );

  routes.get(
    "/api/health/live",
    {
      // Alive even when too busy for other requests: an orchestrator must not restart a busy instance.
      config: { pressureHandler: () => undefined },
      schema: {
        tags: ["health"],
        summary: "The process is up and its event loop turns (for an orchestrator's liveness probe)",
        response: { 200: Live },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  routes.get(
    "/api/health/ready",
    {
      schema: {
        tags: ["health"],
        summary:
          "Ready for traffic: the database (and Redis, when configured) answers and the instance is not shutting down; 503 otherwise",
        response: { 200: Ready, 503: Ready },
      },
    },
    async (_request, reply) => {
      const redis = app.redis;
      const [database, redisUp] = await Promise.all([
        databaseUp(),
        redis
          ? within(redis.ping(), CHECK_TIMEOUT_MS, "Redis").then(
              () => true,
              () => false,
            )
          : Promise.resolve(null),
      ]);
      const answer = {
        status: draining
          ? ("draining" as const)
          : database && redisUp !== false
            ? ("ready" as const)
            : ("unavailable" as const),
        database: database ? ("ok" as const) : ("unavailable" as const),
        redis: redisUp === null ? ("none" as const) : redisUp ? ("ok" as const) : ("unavailable" as const),
      };
      return reply.status(answer.status === "ready" ? 200 : 503).send(answer);
    },
  );
}
