import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A public, shopper-independent GET whose answer may be kept in memory (decision 010). */
    catalogCache?: boolean;
    /**
     * A write that cannot change any catalogCache answer (cart, wishlist, sign-in, enquiries), so its
     * success leaves the cache alone. Every other successful write clears it (decision 010).
     */
    keepsCatalogCache?: boolean;
  }
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
}

/** The encodings a kept answer is also stored in, made on its first request in each. */
export type Encoding = "br" | "gzip";
const ENCODINGS: Encoding[] = ["br", "gzip"];

/**
 * The response compression the app registers (app.ts), so a kept answer sent already compressed is the
 * same bytes @fastify/compress would have made: brotli quality 6, and nothing under 1 KB.
 */
export const COMPRESSION = { brotliQuality: 6, thresholdBytes: 1024 } as const;

type Entry = {
  key: string;
  body: string;
  /** The body's UTF-8 size, measured once when kept (hits compare it with the compression threshold). */
  bodyBytes: number;
  type: string;
  expires: number;
  encoded: Partial<Record<Encoding, Buffer>>;
};

export type CatalogCache = {
  get(key: string): Entry | undefined;
  /**
   * A kept answer compressed: made on first use and kept with it (counted in the budget while the entry is
   * still held). Takes the entry `get` gave, so an answer that expires in between is still sent whole.
   */
  encoded(entry: Entry, encoding: Encoding): Buffer;
  /**
   * Keeps an answer. With `readAt` (the generation when the request began), an answer whose reads may
   * predate a clear() is dropped: it could hold what a write just replaced.
   */
  set(key: string, body: string, type: string, readAt?: number): void;
  clear(): void;
  readonly size: number;
  /** Counts clear() calls. */
  readonly generation: number;
};

/** Kept small on purpose: the server's whole memory budget is 200 MB. */
const MAX_BYTES = 8 * 1024 * 1024;
const MAX_ENTRIES = 2000;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Insertion-ordered map with a byte budget: the oldest answers go first. */
export function createCatalogCache(ttlSeconds: number, now: () => number = Date.now): CatalogCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  const sizeOf = (entry: Entry) =>
    entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };
  const trim = () => {
    for (const oldest of entries.keys()) {
      if (bytes <= MAX_BYTES && entries.size <= MAX_ENTRIES) break;
      drop(oldest);
    }
  };
  const get = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) {
      drop(key);
      return undefined;
    }
    return entry;
  };
  return {
    get,
    encoded(entry, encoding) {
      let buffer = entry.encoded[encoding];
      if (!buffer) {
        buffer = compress(entry, encoding);
        // Kept only while the entry is: a dropped one's bytes are no longer counted.
        if (entries.get(entry.key) === entry) {
          entry.encoded[encoding] = buffer;
          bytes += buffer.length;
          trim();
        }
      }
      return buffer;
    },
    set(key, body, type, readAt) {
      if (ttlSeconds <= 0 || body.length > MAX_BYTES / 4) return;
      if (readAt !== undefined && readAt !== generation) return;
      drop(key);
      const bodyBytes = Buffer.byteLength(body);
      entries.set(key, { key, body, bodyBytes, type, expires: now() + ttlSeconds * 1000, encoded: {} });
      bytes += body.length;
      trim();
    },
    clear() {
      entries.clear();
      bytes = 0;
      generation += 1;
    },
    get size() {
      return entries.size;
    },
    get generation() {
      return generation;
    },
  };
}

function compress({ body, bodyBytes }: Entry, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: COMPRESSION.brotliQuality,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bodyBytes,
        },
      })
    : gzipSync(body);
}

/** The encoding to send a kept answer in, by the client's Accept-Encoding, as @fastify/compress picks. */
function encodingFor(request: FastifyRequest, entry: Entry): Encoding | null {
  const header = request.headers["accept-encoding"];
  // As @fastify/compress: `x-no-compression` asks for the plain answer.
  if (request.headers["x-no-compression"] !== undefined) return null;
  if (typeof header !== "string" || entry.bodyBytes < COMPRESSION.thresholdBytes) return null;
  return (negotiate(header.toLowerCase().replace(/x-gzip/g, "gzip"), ENCODINGS) as Encoding | null) ?? null;
}

/**
 * Serves the catalogue's public reads from memory for a few seconds. Any successful change through
 * the API (a non-GET answered below 400: staff edits, reviews, orders) clears the whole cache, so this
 * instance never shows a change late; other instances catch up within the TTL. A route may opt out
 * with `keepsCatalogCache` when it cannot change a cached answer. A read that began before a clear()
 * and ends after it is served but not kept, since it may have read the rows before the change.
 * Registered before compression, so the stored text is the JSON itself; a hit is sent in the encoding
 * the client accepts, compressed once per answer and kept beside it (compression skips what arrives
 * encoded), instead of being compressed again for every request.
 */
export default fp(
  async function catalogCache(app: FastifyInstance) {
    const cache = createCatalogCache(app.config.catalogCacheSeconds);
    app.decorate("catalogCache", cache);
    // Checked even with the cache off, so a misplaced flag fails in the tests, not in production.
    app.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.config?.catalogCache && methods.some((method) => method !== "GET" && method !== "HEAD"))
        throw new Error(`${route.url}: catalogCache is only for GET routes`);
    });
    if (app.config.catalogCacheSeconds <= 0) return;

    const keyOf = (request: FastifyRequest) => request.url;
    const startedAt = new WeakMap<FastifyRequest, number>();

    const cacheable = (request: FastifyRequest) =>
      request.routeOptions.config?.catalogCache === true &&
      (request.method === "GET" || request.method === "HEAD");

    app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
      if (!cacheable(request)) return;
      const hit = cache.get(keyOf(request));
      if (!hit) {
        startedAt.set(request, cache.generation);
        return;
      }
      reply.header("content-type", hit.type).header("x-cache", "hit");
      const encoding = encodingFor(request, hit);
      if (!encoding) return reply.send(hit.body);
      reply.header("content-encoding", encoding).header("vary", "accept-encoding");
      return reply.send(cache.encoded(hit, encoding));
    });

    app.addHook("onSend", async (request, reply, payload) => {
      // Cleared before the change's answer leaves, so no later read can see the old state.
      const keeps = request.routeOptions.config?.keepsCatalogCache === true;
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400 && !keeps) cache.clear();
      if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== "string") return payload;
      if (reply.getHeader("x-cache") === "hit" || reply.getHeader("set-cookie")) return payload;
      const type = String(reply.getHeader("content-type") ?? "application/json");
      cache.set(keyOf(request), payload, type, startedAt.get(request) ?? -1);
      return payload;
    });
  },
  { name: "catalog-cache" },
);
