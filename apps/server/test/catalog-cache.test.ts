import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../scripts/seed";
import catalogCachePlugin, { createCatalogCache } from "../src/plugins/catalog-cache";
import { buildTestApp, signInAs } from "./helpers";

const silentLog = { info: () => {}, warn: () => {} };

describe("createCatalogCache", () => {
  it("forgets an answer once its seconds are up", () => {
    let clock = 1_000;
    const cache = createCatalogCache(10, () => clock);
    cache.set("/a", "{}", "application/json");
    clock += 9_999;
    expect(cache.get("/a")?.body).toBe("{}");
    clock += 1;
    expect(cache.get("/a")).toBeUndefined();
  });

  it("drops the oldest answers past its byte budget", () => {
    const cache = createCatalogCache(60);
    const big = "x".repeat(1024 * 1024);
    for (let index = 0; index < 12; index++) cache.set(`/${index}`, big, "application/json");
    expect(cache.get("/0")).toBeUndefined();
    expect(cache.get("/11")?.body).toBe(big);
    expect(cache.size).toBeLessThanOrEqual(8);
  });

  it("does not keep an answer whose request began before a clear", () => {
    const cache = createCatalogCache(60);
    const readAt = cache.generation;
    cache.clear();
    cache.set("/a", "old", "application/json", readAt);
    expect(cache.get("/a")).toBeUndefined();
    cache.set("/a", "new", "application/json", cache.generation);
    expect(cache.get("/a")?.body).toBe("new");
  });

  it("keeps nothing when turned off", () => {
    const cache = createCatalogCache(0);
    cache.set("/a", "{}", "application/json");
    expect(cache.get("/a")).toBeUndefined();
  });
});

describe("the cache plugin", () => {
  /** A bare app with the plugin and whatever routes a test adds. */
  const bareApp = () => {
    const app = Fastify();
    app.decorate("config", { catalogCacheSeconds: 60 } as FastifyInstance["config"]);
    return app;
  };

  it("does not keep a read that overlapped a change, so the next read is fresh", async () => {
    const app = bareApp();
    await app.register(catalogCachePlugin);
    let stock = "old";
    // The first read takes its value, then waits here until the test lets it answer.
    let signalReadDone = () => {};
    const readDone = new Promise<void>((resolve) => {
      signalReadDone = resolve;
    });
    let letReadAnswer = () => {};
    const readMayAnswer = new Promise<void>((resolve) => {
      letReadAnswer = resolve;
    });
    let reads = 0;
    app.get("/api/stock", { config: { catalogCache: true } }, async () => {
      const seen = stock;
      if (++reads === 1) {
        signalReadDone();
        await readMayAnswer;
      }
      return { stock: seen };
    });
    app.post("/api/stock", async () => {
      stock = "new";
      return { ok: true };
    });
    await app.ready();

    const slowRead = app.inject({ method: "GET", url: "/api/stock" });
    await readDone;
    expect((await app.inject({ method: "POST", url: "/api/stock" })).statusCode).toBe(200);
    letReadAnswer();
    expect((await slowRead).json()).toEqual({ stock: "old" });
    expect(app.catalogCache.size).toBe(0);
    const next = await app.inject({ method: "GET", url: "/api/stock" });
    expect(next.headers["x-cache"]).toBeUndefined();
    expect(next.json()).toEqual({ stock: "new" });
    await app.close();
  });

  it("refuses catalogCache on a route that is not a GET", async () => {
    const app = bareApp();
    await app.register(catalogCachePlugin);
    expect(() => app.post("/api/x", { config: { catalogCache: true } }, async () => ({}))).toThrow(
      /only for GET/,
    );
    await app.close();
  });
});

describe("catalogue answers served from memory", () => {
  let app: FastifyInstance;
  let productId: number;
  const rename = (name: string) =>
    app.db.execute(sql`update products set name = ${name} where id = ${productId}`);
  const read = async () => {
    const response = await app.inject({ method: "GET", url: `/api/products/${productId}` });
    expect(response.statusCode, response.body).toBe(200);
    return {
      name: (response.json() as { product: { name: string } }).product.name,
      hit: response.headers["x-cache"],
    };
  };

  beforeAll(async () => {
    app = await buildTestApp({ seedDemo: true, catalogCacheSeconds: 60 });
    await seedDatabase({ db: app.db, config: app.config, log: silentLog, renderImages: false });
    const { rows } = (await app.db.execute(sql`select min(id) as id from products where active`)) as {
      rows: { id: number }[];
    };
    productId = rows[0].id;
  }, 120_000);
  afterAll(() => app.close());

  it("answers a repeated read from memory", async () => {
    await rename("Cache Probe One");
    expect(await read()).toEqual({ name: "Cache Probe One", hit: undefined });
    await rename("Cache Probe Two");
    expect(await read()).toEqual({ name: "Cache Probe One", hit: "hit" });
  });

  it("forgets everything after any successful change through the API", async () => {
    const { headers } = await signInAs(app, "admin");
    const change = await app.inject({
      method: "POST",
      url: "/api/admin/marque",
      headers,
      payload: { type: "1", value: "Cache probe" },
    });
    expect(change.statusCode).toBe(200);
    expect(await read()).toEqual({ name: "Cache Probe Two", hit: undefined });
  });

  it("keeps its answers after a write marked keepsCatalogCache (an enquiry)", async () => {
    await read();
    await rename("Cache Probe Kept");
    const enquiry = await app.inject({
      method: "POST",
      url: "/api/enquiry",
      payload: { mobile: "9876543210" },
    });
    expect(enquiry.statusCode).toBe(200);
    expect(await read()).toEqual({ name: "Cache Probe Two", hit: "hit" });
    await rename("Cache Probe Two");
  });

  it("keeps its answers after a refused change", async () => {
    await rename("Cache Probe Three");
    const refused = await app.inject({ method: "POST", url: "/api/enquiry", payload: { mobile: "12" } });
    expect(refused.statusCode).toBe(400);
    expect(await read()).toEqual({ name: "Cache Probe Two", hit: "hit" });
  });

  it("never keeps a shopper's own answers", async () => {
    await app.inject({ method: "GET", url: "/api/items/cart" });
    await app.inject({ method: "GET", url: "/api/health" });
    const keys = app.catalogCache.size;
    expect(keys).toBe(1);
  });
});
