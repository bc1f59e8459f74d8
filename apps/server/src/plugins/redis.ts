import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis, type RedisOptions } from "ioredis";
import { ConfigError } from "../config";

declare module "fastify" {
  interface FastifyInstance {
    /** Shared state across instances when REDIS_URL is set; null means in-memory. */
    redis: Redis | null;
  }
}

/**
 * Bounded everywhere: a command fails after one retry instead of waiting for Redis for ever, and a lost
 * connection is retried in the background (every 0.2-2 s) after start-up.
 */
export const REDIS_OPTIONS: RedisOptions = {
  lazyConnect: true,
  connectTimeout: 2000,
  commandTimeout: 2000,
  maxRetriesPerRequest: 1,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
};

/** Where REDIS_URL points, without its password, for messages. */
export const redisLabel = (url: string) => url.replace(/\/\/[^@/]*@/, "//");

/**
 * Connects once at start-up: a wrong REDIS_URL stops the start with one clear line instead of failing
 * every sign-in later. The connection's last error is kept, since connect() itself only says it closed.
 */
export async function connectRedis(url: string, options: RedisOptions = {}): Promise<Redis> {
  const client = new Redis(url, { ...REDIS_OPTIONS, ...options });
  let lastError: Error | null = null;
  const remember = (error: Error) => {
    lastError = error;
  };
  client.on("error", remember);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    // Some messages end with a full stop of their own.
    const reason = (lastError ?? (error as Error)).message.replace(/\.+$/, "");
    throw new ConfigError(`Redis at ${redisLabel(url)} did not answer: ${reason}. Check REDIS_URL.`);
  }
  client.off("error", remember);
  return client;
}

export default fp(
  async function redis(app: FastifyInstance) {
    if (!app.config.redisUrl) {
      app.decorate("redis", null);
      return;
    }
    const client = await connectRedis(app.config.redisUrl);
    // After start-up an outage is logged (once per reconnect cycle) and retried; requests that need Redis
    // answer 503 meanwhile (plugins/errors.ts), and reads that do not are unaffected.
    let reported = false;
    client.on("error", (error) => {
      if (!reported) app.log.error({ err: error }, "redis unavailable; reconnecting");
      reported = true;
    });
    client.on("ready", () => {
      if (reported) app.log.info("redis reconnected");
      reported = false;
    });
    app.decorate("redis", client);
    app.addHook("onClose", async () => {
      await client.quit().catch(() => client.disconnect());
    });
  },
  { name: "redis", dependencies: ["config"] },
);
