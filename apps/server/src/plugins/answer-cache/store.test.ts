import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { compressOptions } from "../../lib/compression";
import answerCachePlugin, { createAnswerCache } from "./store";

/** The cache and compression as app.ts registers them, with one cached route counting its runs. */
async function appWithCachedRoute(body: string) {
  const app = Fastify();
  // The plugin reads what the security headers need (publicUrl, payments) besides its own setting.
  const payments = { razorpay: null, paypal: null, stripe: null };
  const config = { catalogCacheSeconds: 60, publicUrl: "http://shop.test", payments };
  app.decorate("config", config as unknown as FastifyInstance["config"]);
  await app.register(answerCachePlugin);
  await app.register(compress, compressOptions);
  const runs = { count: 0 };
  app.get("/listing", { config: { answerCache: true } }, async (_request, reply) => {
    runs.count += 1;
    return reply.type("application/json").send(body);
  });
  return { app, runs };
}

const LISTING = JSON.stringify({
  products: Array.from({ length: 200 }, (_, id) => ({ id, name: `Saree ${id}` })),
});

describe("compressed hits", () => {
  it("sends a kept answer in the encoding each client accepts, the same JSON every time", async () => {
    const { app, runs } = await appWithCachedRoute(LISTING);
    const get = (encoding?: string) =>
      app.inject({ url: "/listing", headers: encoding ? { "accept-encoding": encoding } : {} });

    const first = await get("gzip, deflate, br");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["x-cache"]).toBeUndefined();
    // The request that made the answer compressed the kept copy once and sent it.
    expect(app.answerCache.get("/listing")?.encoded.br?.equals(first.rawPayload)).toBe(true);
    expect(app.answerCache.get("/listing")?.encoded.gzip).toBeUndefined();
    const hit = await get("gzip, deflate, br");
    expect(hit.headers["x-cache"]).toBe("hit");
    expect(hit.headers["content-encoding"]).toBe("br");
    expect(hit.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(hit.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(hit.rawPayload).toString()).toBe(LISTING);

    const gzip = await get("gzip;q=1, br;q=0.5");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(LISTING);

    const plain = await get();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(LISTING);
    expect(runs.count).toBe(1);
    await app.close();
  });

  it("leaves a small answer uncompressed, as compression does", async () => {
    const { app } = await appWithCachedRoute('{"ok":true}');
    await app.inject({ url: "/listing" });
    const hit = await app.inject({ url: "/listing", headers: { "accept-encoding": "br" } });
    expect(hit.headers["x-cache"]).toBe("hit");
    expect(hit.headers["content-encoding"]).toBeUndefined();
    expect(hit.body).toBe('{"ok":true}');
    await app.close();
  });
});

describe("createAnswerCache encoded copies", () => {
  it("still compresses an answer that expired after it was read, without keeping the copy", () => {
    let clock = 0;
    const cache = createAnswerCache(10, () => clock);
    cache.set("/a", LISTING, "application/json");
    const entry = cache.get("/a");
    if (!entry) throw new Error("kept answer missing");
    clock += 10_000;
    expect(cache.get("/a")).toBeUndefined();
    expect(gunzipSync(cache.encoded(entry, "gzip")).toString()).toBe(LISTING);
    expect(entry.encoded.gzip).toBeUndefined();
  });

  it("compresses an answer once and counts the copy in the byte budget", () => {
    const cache = createAnswerCache(60);
    cache.set("/a", LISTING, "application/json");
    const entry = cache.get("/a");
    if (!entry) throw new Error("kept answer missing");
    const first = cache.encoded(entry, "br");
    expect(cache.encoded(entry, "br")).toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe(LISTING);
    // Copies take room: four answers of 1.5 MB fit the 8 MB budget, but not with their gzip copies
    // (random text barely compresses), so the oldest answer goes.
    const noisy = () => randomBytes(1.5 * 1024 * 768).toString("base64");
    for (let index = 0; index < 4; index++) cache.set(`/big${index}`, noisy(), "application/json");
    expect(cache.get("/a")?.body).toBe(LISTING);
    for (let index = 0; index < 4; index++) {
      const big = cache.get(`/big${index}`);
      if (big) cache.encoded(big, "gzip");
    }
    expect(cache.get("/a")).toBeUndefined();
  });
});
