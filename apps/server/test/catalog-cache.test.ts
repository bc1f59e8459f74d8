import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../scripts/seed";
import { createCatalogCache } from "../src/plugins/catalog-cache";
import { buildTestApp } from "./helpers";

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

  it("keeps nothing when turned off", () => {
    const cache = createCatalogCache(0);
    cache.set("/a", "{}", "application/json");
    expect(cache.get("/a")).toBeUndefined();
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
    const enquiry = await app.inject({
      method: "POST",
      url: "/api/enquiry",
      payload: { mobile: "9876543210" },
    });
    expect(enquiry.statusCode).toBe(200);
    expect(await read()).toEqual({ name: "Cache Probe Two", hit: undefined });
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
