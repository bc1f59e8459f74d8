import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";

declare module "fastify" {
  interface FastifyInstance {
    /** Shared state across instances when REDIS_URL is set; null means in-memory. */
    redis: Redis | null;
  }
}

export default fp(
  async function redis(app: FastifyInstance) {
    if (!app.config.redisUrl) {
      app.decorate("redis", null);
      return;
    }
    const client = new Redis(app.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await client.connect();
    app.decorate("redis", client);
    app.addHook("onClose", async () => {
      await client.quit();
    });
  },
  { name: "redis", dependencies: ["config"] },
);
