import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { CACHE_AREAS, type CacheArea } from "./store";

declare module "fastify" {
  interface FastifyInstance {
    /** Clears areas of the kept answers here and, with Redis, on every other instance. */
    cacheAreas: { clear(areas: readonly CacheArea[]): void };
  }
}

/** Every instance of one shop listens here; a clear is published as `{ areas, origin }`. */
export const CACHE_CHANNEL = "boutique:cache-clear";

/**
 * Carries cache clears between instances (decision 027): each clear of this instance's catalogue cache is
 * published on Redis, and every instance clears the same areas when it hears one, within milliseconds.
 * A subscriber that lost its connection may have missed messages, so on reconnecting it clears everything
 * once. Without Redis there is one instance and nothing to carry.
 */
export default fp(
  async function cacheBus(app: FastifyInstance, options: { channel?: string }) {
    const channel = options.channel ?? CACHE_CHANNEL;
    const origin = randomUUID();
    const cache = app.answerCache;
    app.decorate("cacheAreas", { clear: (areas: readonly CacheArea[]) => cache.clear(areas) });
    const redis = app.redis;
    if (!redis) return;

    cache.onClear((areas, fromElsewhere) => {
      if (fromElsewhere) return;
      redis.publish(channel, JSON.stringify({ areas, origin })).catch((error: unknown) => {
        app.log.warn({ err: error }, "cache clear not published; other instances catch up within their TTL");
      });
    });

    const subscriber = redis.duplicate({ connectionName: `cache-bus:${channel}` });
    let subscribedOnce = false;
    subscriber.on("error", () => {
      // Logged by the main connection; the subscriber reconnects by itself.
    });
    subscriber.on("ready", () => {
      if (subscribedOnce) cache.clear(CACHE_AREAS, { fromElsewhere: true });
      subscribedOnce = true;
    });
    subscriber.on("message", (_channel: string, message: string) => {
      try {
        const { areas, origin: from } = JSON.parse(message) as { areas: CacheArea[]; origin: string };
        if (from === origin) return;
        const known = areas.filter((area) => (CACHE_AREAS as readonly string[]).includes(area));
        cache.clear(known, { fromElsewhere: true });
      } catch {
        app.log.warn({ message }, "unreadable cache clear message");
      }
    });
    await subscriber.subscribe(channel);
    app.addHook("onClose", async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    });
  },
  { name: "answer-cache-fan-out", dependencies: ["answer-cache", "redis"] },
);
