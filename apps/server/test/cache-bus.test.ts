import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { testConfig } from "../src/config";
import { openDatabase } from "../src/db/database";
import { categories } from "../src/modules/catalog/catalog.tables";
import type { CacheArea } from "../src/plugins/catalog-cache";
import { buildTestApp, signInAs } from "./helpers";

const postgres = process.env.DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * Two instances of the shop over one PostgreSQL database and one Redis (decision 027): a write through A
 * clears B's kept answers within a second. Two PGlite apps cannot share a database, so PostgreSQL only.
 */
describe.skipIf(!postgres)("cache clears across instances through Redis", () => {
  const channel = `boutique:cache-clear:test-${randomBytes(4).toString("hex")}`;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let redis: Redis;

  beforeAll(async () => {
    a = await buildTestApp({ catalogCacheSeconds: 60, redisUrl: REDIS_URL, cacheChannel: channel });
    // B opens the database A made (A drops it when it closes).
    const config = testConfig({
      databaseUrl: a.config.databaseUrl,
      catalogCacheSeconds: 60,
      redisUrl: REDIS_URL,
      cacheChannel: channel,
    });
    const database = await openDatabase(config);
    b = await buildApp({ config, database, serveApps: false, logger: false });
    await b.ready();
    redis = new Redis(REDIS_URL);
  }, 60_000);
  afterAll(async () => {
    redis?.disconnect();
    await b?.close();
    await a?.close();
  });

  it("a product edited through A shows on B within one second, though B keeps answers 60 s", async () => {
    const editor = (await signInAs(a, "Editor")).headers;
    const [sarees] = await a.db.insert(categories).values({ name: "Sarees", tag: "Women" }).returning();
    const body = { name: "Bus Saree", category: sarees!.id, sub_category: [sarees!.id], active: "Y" };
    const created = await a.inject({
      method: "POST",
      url: "/api/admin/products",
      headers: editor,
      payload: body,
    });
    const { id } = created.json() as { id: number };
    await a.inject({
      method: "POST",
      url: "/api/admin/products/variant",
      headers: editor,
      payload: {
        parent_id: id,
        variant: { name: "Red", regularPrice: 1000, sizes: [{ size: "Free", quantity: 1 }] },
      },
    });
    const readOnB = () => b.inject({ method: "GET", url: `/api/products/${id}` });
    // The clears A's writes published have reached B before B keeps its answers.
    await sleep(300);
    expect((await readOnB()).json().product.name).toBe("Bus Saree");
    expect((await readOnB()).headers["x-cache"]).toBe("hit");
    // B's settings answer is kept too: a product edit must leave it alone.
    await b.inject({ method: "GET", url: "/api/shipping" });

    const renamed = await a.inject({
      method: "PUT",
      url: `/api/admin/products/${id}`,
      headers: editor,
      payload: { ...body, name: "Bus Saree Renamed" },
    });
    expect(renamed.statusCode).toBe(200);
    const editedAt = performance.now();
    let seenAfter: number | null = null;
    while (performance.now() - editedAt < 1000) {
      if ((await readOnB()).json().product.name === "Bus Saree Renamed") {
        seenAfter = performance.now() - editedAt;
        break;
      }
      await sleep(10);
    }
    expect(seenAfter).not.toBeNull();
    expect((await b.inject({ method: "GET", url: "/api/shipping" })).headers["x-cache"]).toBe("hit");
  });

  it("a cart add on A clears nothing on B", async () => {
    const heard: CacheArea[][] = [];
    b.catalogCache.onClear((areas, fromElsewhere) => {
      if (fromElsewhere) heard.push([...areas]);
    });
    const shopper = (await signInAs(a, "user")).headers;
    await a.inject({ method: "GET", url: "/api/items/cart", headers: shopper });
    await a.inject({
      method: "POST",
      url: "/api/items/cart/999999",
      headers: shopper,
      payload: { quantity: 1 },
    });
    // An order change on A reaches B's dashboard figures.
    a.cacheAreas.clear(["orders"]);
    const deadline = performance.now() + 1000;
    while (heard.length === 0 && performance.now() < deadline) await sleep(10);
    expect(heard).toEqual([["orders"]]);
  });

  it("a subscriber that reconnects clears everything once, since it may have missed a clear", async () => {
    await b.inject({ method: "GET", url: "/api/shipping" });
    expect((await b.inject({ method: "GET", url: "/api/shipping" })).headers["x-cache"]).toBe("hit");
    const clients = String(await redis.client("LIST"));
    const mine = clients
      .split("\n")
      .filter((line) => line.includes(`name=cache-bus:${channel}`))
      .map((line) => /id=(\d+)/.exec(line)?.[1]);
    expect(mine.length).toBe(2);
    // Kill B's subscriber only (the second one made).
    await redis.client("KILL", "ID", mine[1]!);
    await redis.client("KILL", "ID", mine[0]!);
    const deadline = performance.now() + 5000;
    let cleared = false;
    while (!cleared && performance.now() < deadline) {
      await sleep(50);
      cleared = (await b.inject({ method: "GET", url: "/api/shipping" })).headers["x-cache"] === undefined;
    }
    expect(cleared).toBe(true);
  });
});
