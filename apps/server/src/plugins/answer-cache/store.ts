import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { COMPRESSION, compressBody, type Encoding } from "../../lib/compression";
import { isJsonAnswer, jsonSecurityHeaders, securityHeaders } from "../security";

/**
 * What a kept answer shows, so a write clears only the answers it can change (decision 027): the
 * catalogue (products, categories, stock, reviews), the home page's content, the shop's settings
 * (shipping, countries, marquee, dollar rate), and figures over orders (the back office's dashboard).
 */
export const CACHE_AREAS = ["catalog", "content", "settings", "orders"] as const;
export type CacheArea = (typeof CACHE_AREAS)[number];

declare module "fastify" {
  interface FastifyRequest {
    /**
     * What the answer being made shows, finer than its area (decision 030): `p:<product>` for each
     * product whose card or page it shows, `cs:<category>` / `cb:<category>` for a listing of a
     * category's subtree that depends on stock (a size filter, the sidebar's sizes) or on sales (the
     * Best sort), `bestseller` for the best sellers. A change notice clears the answers with its tags.
     */
    cacheTags?: readonly string[];
  }
  interface FastifyContextConfig {
    /** A public, shopper-independent GET whose answer may be kept in memory (decision 010); `true` is "catalog". */
    answerCache?: boolean | CacheArea;
    /**
     * The areas a successful write clears; `[]` for a write that cannot change any kept answer (cart,
     * wishlist, sign-in, enquiries). A write that names none (and no WRITE_AREAS prefix) clears all.
     */
    cacheAreas?: readonly CacheArea[];
  }
  interface FastifyInstance {
    answerCache: AnswerCache;
  }
}

/**
 * Back-office writes whose every effect on kept answers reaches them as change notices (products, their
 * colours, galleries, filings and stock: migrations 0009 and 0010, plugins/answer-cache/database-notices.ts): they clear
 * no area, and their answers leave once this instance has heard the notices.
 */
export const NOTICED_WRITES = /^\/api\/admin\/(products|inventory)(\/|$)/i;

/** The tag of a catalogue answer that names no products (the tree): a product's edit clears it too. */
export const UNTAGGED_CATALOG = "untagged";

/**
 * The areas each group of back-office writes changes, by route pattern (matched as the router does,
 * ignoring case); the first match wins. Product and stock writes clear none (NOTICED_WRITES); order,
 * payment, refund and return writes name theirs on the route (`cacheAreas: ["orders"]`; the stock and sales
 * they move reach kept answers as change notices, decision 030). A write matched by none and naming none
 * clears every area, so a new route can only ever clear too much, never too little.
 */
export const WRITE_AREAS: ReadonlyArray<readonly [RegExp, readonly CacheArea[]]> = [
  [NOTICED_WRITES, []],
  [/^\/api\/admin\/(category|customization)(\/|$)/i, ["catalog"]],
  // The invoice's name and address are the shop profile's too (GET /api/shop).
  [
    /^\/api\/admin\/(marque|settings|shipping|dollar|policies|shop-profile|invoice-settings)(\/|$)/i,
    ["settings"],
  ],
  [
    /^\/api\/(admin\/)?(home-section\d|testimonials|banner|mobile-banner|instaimage|trendingvideos|budget)(\/|$)/i,
    ["content"],
  ],
  // A shopper's name shows beside their reviews on product pages.
  [/^\/api\/account(\/|$)/i, ["catalog"]],
  // Staff accounts, coupons, GST rates and media uploads show in no kept answer.
  [/^\/api\/admin\/(users|coupons|gst-rates|media)(\/|$)/i, []],
];

/** The areas a successful write clears, from its route's config or pattern. */
export function areasClearedBy(
  url: string,
  config: { cacheAreas?: readonly CacheArea[] } = {},
): readonly CacheArea[] {
  if (config.cacheAreas) return config.cacheAreas;
  for (const [pattern, areas] of WRITE_AREAS) if (pattern.test(url)) return areas;
  return CACHE_AREAS;
}

/** The encodings a kept answer is also stored in, made once on its first request in each. */
const ENCODINGS: Encoding[] = ["br", "gzip"];

type Entry = {
  key: string;
  area: CacheArea;
  body: string;
  /** The body's UTF-8 size, measured once when kept (hits compare it with the compression threshold). */
  bodyBytes: number;
  type: string;
  expires: number;
  encoded: Partial<Record<Encoding, Buffer>>;
  tags: readonly string[];
};

/** An answer's tags, and the cache's clock when its reads began (`clock()`), to refuse a stale answer. */
export type Tagged = { tags: readonly string[]; since?: number };

export type AnswerCache = {
  get(key: string): Entry | undefined;
  /**
   * A kept answer compressed: made on first use and kept with it (counted in the budget while the entry is
   * still held). Takes the entry `get` gave, so an answer that expires in between is still sent whole.
   */
  encoded(entry: Entry, encoding: Encoding): Buffer;
  /**
   * Keeps an answer and gives its entry (undefined when not kept). With `readAt` (the area's generation when the request began), an answer whose reads
   * may predate a clear() of its area is dropped: it could hold what a write just replaced.
   */
  set(
    key: string,
    body: string,
    type: string,
    readAt?: number,
    area?: CacheArea,
    tagged?: Tagged,
  ): Entry | undefined;
  /**
   * Drops the answers carrying any of these tags, here only: every instance hears the change notices
   * itself (plugins/answer-cache/database-notices.ts). An answer whose reads began before and end after is not kept.
   */
  clearTags(tags: readonly string[]): void;
  /** Counts tag clears, for `Tagged.since`. */
  clock(): number;
  /** Drops the answers of these areas (all by default); told to `onClear` listeners (the Redis bus). */
  clear(areas?: readonly CacheArea[], options?: { fromElsewhere?: boolean }): void;
  /** Called after every clear with the areas, and whether it came from another instance. */
  onClear(listener: (areas: readonly CacheArea[], fromElsewhere: boolean) => void): void;
  readonly size: number;
  /** Counts the clears of an area. */
  generation(area?: CacheArea): number;
};

/** Kept small on purpose: the server's whole memory budget is 200 MB. */
const MAX_BYTES = 8 * 1024 * 1024;
const MAX_ENTRIES = 2000;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Insertion-ordered map with a byte budget: the oldest answers go first. */
export function createAnswerCache(ttlSeconds: number, now: () => number = Date.now): AnswerCache {
  const entries = new Map<string, Entry>();
  /** The keys of the answers carrying each tag (an entry's tags are removed with it). */
  const tagged = new Map<string, Set<string>>();
  /** The clock at each tag's last clear; the clock counts tag clears. */
  const tagClearedAt = new Map<string, number>();
  let tagClock = 0;
  let bytes = 0;
  const generations = Object.fromEntries(CACHE_AREAS.map((area) => [area, 0])) as Record<CacheArea, number>;
  const listeners: Array<(areas: readonly CacheArea[], fromElsewhere: boolean) => void> = [];
  const sizeOf = (entry: Entry) =>
    entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = tagged.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) tagged.delete(tag);
    }
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
    set(key, body, type, readAt, area = "catalog", { tags = [], since }: Tagged = { tags: [] }) {
      if (ttlSeconds <= 0 || body.length > MAX_BYTES / 4) return undefined;
      if (readAt !== undefined && readAt !== generations[area]) return undefined;
      if (since !== undefined && tags.some((tag) => (tagClearedAt.get(tag) ?? -1) > since)) return undefined;
      drop(key);
      const bodyBytes = Buffer.byteLength(body);
      const expires = now() + ttlSeconds * 1000;
      const entry: Entry = { key, area, body, bodyBytes, type, expires, encoded: {}, tags };
      entries.set(key, entry);
      for (const tag of tags) {
        const keys = tagged.get(tag) ?? new Set<string>();
        keys.add(key);
        tagged.set(tag, keys);
      }
      bytes += body.length;
      trim();
      return entries.get(key);
    },
    clear(areas = CACHE_AREAS, { fromElsewhere = false } = {}) {
      if (areas.length === 0) return;
      for (const area of areas) generations[area] += 1;
      if (areas.length === CACHE_AREAS.length) {
        entries.clear();
        tagged.clear();
        bytes = 0;
      } else {
        for (const entry of [...entries.values()]) if (areas.includes(entry.area)) drop(entry.key);
      }
      for (const listener of listeners) listener(areas, fromElsewhere);
    },
    clearTags(tags) {
      tagClock += 1;
      for (const tag of tags) {
        tagClearedAt.set(tag, tagClock);
        for (const key of [...(tagged.get(tag) ?? [])]) drop(key);
      }
    },
    clock() {
      return tagClock;
    },
    onClear(listener) {
      listeners.push(listener);
    },
    get size() {
      return entries.size;
    },
    generation(area = "catalog") {
      return generations[area];
    },
  };
}

/** A kept answer is sent thousands of times: it gets the smaller output (lib/compression.ts). */
function compress({ body }: Entry, encoding: Encoding): Buffer {
  return compressBody(body, encoding, "kept");
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
 * Serves the shop's public reads from memory for a few seconds. A successful change through the API (a
 * non-GET answered below 400) clears the areas it can change (areasClearedBy: its route's `cacheAreas`,
 * its WRITE_AREAS group, or every area), so this instance never shows a change late; fan-out.ts
 * carries each clear to the other instances through Redis. A cart add or a sign-in clears nothing. A
 * read that began before a clear of its area and ends after it is served but not kept, since it may
 * have read the rows before the change.
 * Registered before compression, so the stored text is the JSON itself; an answer is sent in the
 * encoding the client accepts, compressed once per answer and encoding (on the request that made it or
 * on the first hit asking for it) and kept beside it (compression skips what arrives encoded), instead
 * of being compressed again for every request.
 */
export default fp(
  async function answerCache(app: FastifyInstance) {
    const cache = createAnswerCache(app.config.catalogCacheSeconds);
    app.decorate("answerCache", cache);
    // Checked even with the cache off, so a misplaced flag fails in the tests, not in production.
    app.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (route.config?.answerCache && methods.some((method) => method !== "GET" && method !== "HEAD"))
        throw new Error(`${route.url}: answerCache is only for GET routes`);
    });
    // Also with the cache off: other instances and the dashboard still hear of the change (fan-out.ts).
    app.addHook("onSend", async (request, reply) => {
      // Cleared before the change's answer leaves, so no later read can see the old state.
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) {
        cache.clear(areasClearedBy(request.routeOptions.url ?? request.url, request.routeOptions.config));
      }
    });
    if (app.config.catalogCacheSeconds <= 0) return;

    const keyOf = (request: FastifyRequest) => request.url;
    // The security headers the answer had (security.ts): a JSON answer's own, or a document's.
    const forJson = Object.entries(jsonSecurityHeaders(app.config)).flat();
    const everywhere = Object.entries(securityHeaders(app.config)).flat();
    /** A kept answer's headers (flat, as `writeHead` takes them) and body, per encoding, made once. */
    const wireForms = new WeakMap<Entry, Map<Encoding | null, [string[], string | Buffer]>>();
    const wireFormOf = (entry: Entry, encoding: Encoding | null): [string[], string | Buffer] => {
      let forms = wireForms.get(entry);
      if (!forms) {
        forms = new Map();
        wireForms.set(entry, forms);
      }
      let form = forms.get(encoding);
      if (!form) {
        const body = encoding ? cache.encoded(entry, encoding) : entry.body;
        const length = encoding ? body.length : entry.bodyBytes;
        const security = isJsonAnswer(entry.type) ? forJson : everywhere;
        const headers = [...security, "content-type", entry.type, "x-cache", "hit"];
        headers.push("content-length", String(length));
        if (encoding) headers.push("content-encoding", encoding, "vary", "accept-encoding");
        form = [headers, body];
        forms.set(encoding, form);
      }
      return form;
    };
    const startedAt = new WeakMap<FastifyRequest, { generation: number; clock: number }>();

    const areaOf = (request: FastifyRequest): CacheArea | null => {
      const flag = request.routeOptions.config?.answerCache;
      if (!flag || (request.method !== "GET" && request.method !== "HEAD")) return null;
      return flag === true ? "catalog" : flag;
    };

    /** A kept answer written straight to the socket, with the headers made once for it. */
    const sendHit = (request: FastifyRequest, reply: FastifyReply, hit: Entry) => {
      // The hooks after this one (overload, security, auth, rate limits) and the onSend hooks do not run
      // for it (onResponse ones do), so it carries the security headers every other answer gets
      // (security.ts) itself.
      const [headers, body] = wireFormOf(hit, encodingFor(request, hit));
      reply.hijack();
      reply.raw.writeHead(200, headers);
      // Node sends no body for HEAD.
      reply.raw.end(body);
    };
    /**
     * The answers being made, by key: settled when the request making one has sent it. A request that
     * misses while another is making the same answer waits for it instead of reading and compressing the
     * same answer again, so an expired popular answer (or a cold cache under load) costs one read, not one
     * per shopper asking at that moment.
     */
    const making = new Map<string, Promise<void>>();
    /** Notes when a read began, so an answer whose reads may predate a clear is not kept. */
    const noteStart = (request: FastifyRequest, area: CacheArea) =>
      startedAt.set(request, { generation: cache.generation(area), clock: cache.clock() });
    const lead = (request: FastifyRequest, reply: FastifyReply, key: string, area: CacheArea) => {
      noteStart(request, area);
      let settle!: () => void;
      const made = new Promise<void>((resolve) => {
        settle = resolve;
      });
      making.set(key, made);
      // 'close' comes after the answer is sent, after an error answer, and when the client goes away.
      reply.raw.once("close", () => {
        if (making.get(key) === made) making.delete(key);
        settle();
      });
    };

    // The first onRequest hook (app.ts registers this plugin first): a hit costs as little as it can.
    app.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done) => {
      const area = areaOf(request);
      if (!area) {
        done();
        return;
      }
      const key = keyOf(request);
      const hit = cache.get(key);
      if (hit) {
        sendHit(request, reply, hit);
        return;
      }
      const made = making.get(key);
      if (!made) {
        lead(request, reply, key, area);
        done();
        return;
      }
      made.then(() => {
        const kept = cache.get(key);
        if (kept) {
          sendHit(request, reply, kept);
          return;
        }
        // Not kept (an error, an answer with a cookie, a change meanwhile): this request reads for itself.
        noteStart(request, area);
        done();
      });
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const area = areaOf(request);
      if (!area || reply.statusCode !== 200 || typeof payload !== "string") return payload;
      if (reply.getHeader("x-cache") === "hit" || reply.getHeader("set-cookie")) return payload;
      const type = String(reply.getHeader("content-type") ?? "application/json");
      const started = startedAt.get(request);
      const kept = cache.set(keyOf(request), payload, type, started?.generation ?? -1, area, {
        tags: request.cacheTags ?? (area === "catalog" ? [UNTAGGED_CATALOG] : []),
        since: started?.clock ?? -1,
      });
      // The kept copy is compressed now, once, and this request sends it: the next hit in the same
      // encoding finds it made, and compression (registered after) leaves an encoded answer alone.
      const encoding = kept && !reply.getHeader("content-encoding") ? encodingFor(request, kept) : null;
      if (!kept || !encoding) return payload;
      reply.header("content-encoding", encoding).header("vary", "accept-encoding");
      return cache.encoded(kept, encoding);
    });
  },
  { name: "answer-cache" },
);
