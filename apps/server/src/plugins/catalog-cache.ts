import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A public, shopper-independent GET whose answer may be kept in memory (decision 010). */
    catalogCache?: boolean;
  }
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
}

type Entry = { body: string; type: string; expires: number };

export type CatalogCache = {
  get(key: string): Entry | undefined;
  set(key: string, body: string, type: string): void;
  clear(): void;
  readonly size: number;
};

/** Kept small on purpose: the server's whole memory budget is 200 MB. */
const MAX_BYTES = 8 * 1024 * 1024;
const MAX_ENTRIES = 2000;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Insertion-ordered map with a byte budget: the oldest answers go first. */
export function createCatalogCache(ttlSeconds: number, now: () => number = Date.now): CatalogCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry && entry.expires <= now()) {
        drop(key);
        return undefined;
      }
      return entry;
    },
    set(key, body, type) {
      if (ttlSeconds <= 0 || body.length > MAX_BYTES / 4) return;
      drop(key);
      entries.set(key, { body, type, expires: now() + ttlSeconds * 1000 });
      bytes += body.length;
      for (const oldest of entries.keys()) {
        if (bytes <= MAX_BYTES && entries.size <= MAX_ENTRIES) break;
        drop(oldest);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Serves the catalogue's public reads from memory for a few seconds. Any successful change through
 * the API (a non-GET answered below 400: staff edits, reviews, orders) clears the whole cache, so this
 * instance never shows a change late; other instances catch up within the TTL.
 * Registered before compression, so the stored text is the JSON itself and each answer is still
 * compressed for the client that asked.
 */
export default fp(
  async function catalogCache(app: FastifyInstance) {
    const cache = createCatalogCache(app.config.catalogCacheSeconds);
    app.decorate("catalogCache", cache);
    if (app.config.catalogCacheSeconds <= 0) return;

    const keyOf = (request: FastifyRequest) => request.url;
    const cacheable = (request: FastifyRequest) =>
      request.routeOptions.config?.catalogCache === true &&
      (request.method === "GET" || request.method === "HEAD");

    app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
      if (!cacheable(request)) return;
      const hit = cache.get(keyOf(request));
      if (!hit) return;
      reply.header("content-type", hit.type).header("x-cache", "hit");
      return reply.send(hit.body);
    });

    app.addHook("onSend", async (request, reply, payload) => {
      // Cleared before the change's answer leaves, so no later read can see the old state.
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) cache.clear();
      if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== "string") return payload;
      if (reply.getHeader("x-cache") === "hit" || reply.getHeader("set-cookie")) return payload;
      cache.set(keyOf(request), payload, String(reply.getHeader("content-type") ?? "application/json"));
      return payload;
    });
  },
  { name: "catalog-cache" },
);
