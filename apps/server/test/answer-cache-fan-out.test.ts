import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { testConfig } from "../src/config";
import { openDatabase } from "../src/db/database";
import { categories } from "../src/modules/catalog/catalog.tables";
import { orders } from "../src/modules/orders/orders.tables";
import type { CacheArea } from "../src/plugins/answer-cache/store";
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
    a = await buildTestApp({
      catalogCacheSeconds: 60,
      dashboardCacheSeconds: 60,
      redisUrl: REDIS_URL,
      cacheChannel: channel,
    });
    // B opens the database A made (A drops it when it closes).
    const config = testConfig({
      databaseUrl: a.config.databaseUrl,
      catalogCacheSeconds: 60,
      dashboardCacheSeconds: 60,
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
    b.answerCache.onClear((areas, fromElsewhere) => {
      if (fromElsewhere) heard.push([...areas]);
    });
    const { rows } = (await a.db.execute(
      sql`select variant_id, size from variant_stock where quantity > 0 order by id limit 1`,
    )) as { rows: { variant_id: number; size: string }[] };
    const shopper = (await signInAs(a, "user")).headers;
    const added = await a.inject({
      method: "POST",
      url: `/api/items/cart/${rows[0]!.variant_id}`,
      headers: shopper,
      payload: { quantity: 1, size: rows[0]!.size },
    });
    expect(added.statusCode, added.body).toBe(200);
    // A clear that does travel, so the wait below ends on the first message B hears.
    a.cacheAreas.clear(["content"]);
    const deadline = performance.now() + 1000;
    while (heard.length === 0 && performance.now() < deadline) await sleep(10);
    expect(heard).toEqual([["content"]]);
  });

  it("an order change on A reaches B's dashboard figures within a second, though B keeps them 60 s", async () => {
    const admin = (await signInAs(b, "admin")).headers;
    const paidOrders = async () => {
      const response = await b.inject({
        method: "GET",
        url: "/api/admin/orders/dashboard?period=day",
        headers: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { paid_orders: number }).paid_orders;
    };
    const before = await paidOrders();
    // Written in SQL, without an order event: instances in one process share the module's count of their own
    // order events, so only the clear A's order routes make (and this test makes for them) can tell B.
    await a.db.insert(orders).values({
      payType: "Razorpay",
      currency: "INR",
      subtotal: 5_000,
      total: 5_000,
      amountCharged: 5_000,
      status: "paid",
      paidAt: new Date(),
    });
    expect(await paidOrders()).toBe(before);
    a.cacheAreas.clear(["orders"]);
    const deadline = performance.now() + 1000;
    let seen = before;
    while (seen === before && performance.now() < deadline) {
      await sleep(20);
      seen = await paidOrders();
    }
    expect(seen).toBe(before + 1);
  });

  it("a subscriber that reconnects clears everything once, since it may have missed a clear", async () => {
    for (const app of [a, b]) await app.inject({ method: "GET", url: "/api/shipping" });
    for (const app of [a, b])
      expect((await app.inject({ method: "GET", url: "/api/shipping" })).headers["x-cache"]).toBe("hit");
    const clients = String(await redis.client("LIST"));
    const subscribers = clients
      .split("\n")
      .filter((line) => line.includes(`name=cache-bus:${channel}`))
      .map((line) => Number(/id=(\d+)/.exec(line)?.[1]))
      .sort((x, y) => x - y);
    expect(subscribers.length).toBe(2);
    // B's subscriber is the newer connection; A's stays up.
    await redis.client("KILL", "ID", String(subscribers[1]));
    const deadline = performance.now() + 5000;
    let cleared = false;
    while (!cleared && performance.now() < deadline) {
      await sleep(50);
      cleared = (await b.inject({ method: "GET", url: "/api/shipping" })).headers["x-cache"] === undefined;
    }
    expect(cleared).toBe(true);
    // The clear after a reconnect is B's own catching up: it is not sent to the others.
    expect((await a.inject({ method: "GET", url: "/api/shipping" })).headers["x-cache"]).toBe("hit");
  });
});
