import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../scripts/seed";
import answerCachePlugin, {
  areasClearedBy,
  CACHE_AREAS,
  createAnswerCache,
} from "../src/plugins/answer-cache/store";
import { buildCheckoutWorld, type CheckoutWorld } from "./checkout-fixtures";
import { buildTestApp, signInAs } from "./helpers";

const silentLog = { info: () => {}, warn: () => {} };

/** An active product in a category that is neither this one, its parent nor its child. */
async function productElsewhere(app: FastifyInstance, categoryId: number) {
  const [other] = (
    await app.db.execute<{ id: number; categoryId: number }>(sql`
      select p.id, p.category_id as "categoryId" from products p
      where p.active and p.category_id <> ${categoryId}
        and p.category_id not in (select parent_id from categories where id = ${categoryId} and parent_id is not null)
        and ${categoryId} not in (select parent_id from categories where id = p.category_id and parent_id is not null)
      order by p.id limit 1`)
  ).rows;
  return other!;
}

/** Reads every URL (each must answer 200) and tells which came from memory. */
async function cacheStates(app: FastifyInstance, urls: Record<string, string>) {
  const seen: Record<string, string | undefined> = {};
  for (const [name, url] of Object.entries(urls)) {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    seen[name] = response.headers["x-cache"] as string | undefined;
  }
  return seen;
}

describe("createAnswerCache", () => {
  it("forgets an answer once its seconds are up", () => {
    let clock = 1_000;
    const cache = createAnswerCache(10, () => clock);
    cache.set("/a", "{}", "application/json");
    clock += 9_999;
    expect(cache.get("/a")?.body).toBe("{}");
    clock += 1;
    expect(cache.get("/a")).toBeUndefined();
  });

  it("drops the oldest answers past its byte budget", () => {
    const cache = createAnswerCache(60);
    const big = "x".repeat(1024 * 1024);
    for (let index = 0; index < 12; index++) cache.set(`/${index}`, big, "application/json");
    expect(cache.get("/0")).toBeUndefined();
    expect(cache.get("/11")?.body).toBe(big);
    expect(cache.size).toBeLessThanOrEqual(8);
  });

  it("does not keep an answer whose request began before a clear", () => {
    const cache = createAnswerCache(60);
    const readAt = cache.generation();
    cache.clear();
    cache.set("/a", "old", "application/json", readAt);
    expect(cache.get("/a")).toBeUndefined();
    cache.set("/a", "new", "application/json", cache.generation());
    expect(cache.get("/a")?.body).toBe("new");
  });

  it("clears one area and leaves the others", () => {
    const cache = createAnswerCache(60);
    cache.set("/p", "product", "application/json", undefined, "catalog");
    cache.set("/s", "shipping", "application/json", undefined, "settings");
    const heard: string[][] = [];
    cache.onClear((areas) => heard.push([...areas]));
    cache.clear(["settings"]);
    expect(cache.get("/p")?.body).toBe("product");
    expect(cache.get("/s")).toBeUndefined();
    expect(heard).toEqual([["settings"]]);
    // A read of the catalogue that began before a settings clear may still be kept.
    const readAt = cache.generation("catalog");
    cache.clear(["settings"]);
    cache.set("/q", "kept", "application/json", readAt, "catalog");
    expect(cache.get("/q")?.body).toBe("kept");
  });

  it("keeps nothing when turned off", () => {
    const cache = createAnswerCache(0);
    cache.set("/a", "{}", "application/json");
    expect(cache.get("/a")).toBeUndefined();
  });
});

describe("the cache plugin", () => {
  /** A bare app with the plugin and whatever routes a test adds. */
  const bareApp = () => {
    const app = Fastify();
    const payments = { razorpay: null, paypal: null, stripe: null };
    const config = { catalogCacheSeconds: 60, publicUrl: "http://shop.test", payments };
    app.decorate("config", config as unknown as FastifyInstance["config"]);
    return app;
  };

  it("does not keep a read that overlapped a change, so the next read is fresh", async () => {
    const app = bareApp();
    await app.register(answerCachePlugin);
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
    app.get("/api/stock", { config: { answerCache: true } }, async () => {
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
    expect(app.answerCache.size).toBe(0);
    const next = await app.inject({ method: "GET", url: "/api/stock" });
    expect(next.headers["x-cache"]).toBeUndefined();
    expect(next.json()).toEqual({ stock: "new" });
    await app.close();
  });

  /** A cached route whose first read waits until the test opens the gate; counts its reads. */
  const gatedRoute = (app: FastifyInstance, firstAnswer: () => unknown) => {
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    const counter = { reads: 0 };
    app.get("/api/piece", { config: { answerCache: true } }, async () => {
      if (++counter.reads > 1) return { piece: "read again" };
      await gate;
      return firstAnswer();
    });
    return { openGate, counter };
  };

  it("makes a missed answer once for every shopper asking for it at the same moment", async () => {
    const app = bareApp();
    await app.register(answerCachePlugin);
    const { openGate, counter } = gatedRoute(app, () => ({ piece: "first read" }));
    await app.ready();

    const answers = Array.from({ length: 6 }, () => app.inject({ method: "GET", url: "/api/piece" }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    openGate();
    const done = await Promise.all(answers);
    expect(counter.reads).toBe(1);
    expect(done.map((answer) => answer.json())).toEqual(Array(6).fill({ piece: "first read" }));
    expect(done.filter((answer) => answer.headers["x-cache"] === "hit")).toHaveLength(5);
    await app.close();
  });

  it("lets the shoppers who waited read for themselves when the first answer was not kept", async () => {
    const app = bareApp();
    await app.register(answerCachePlugin);
    const { openGate, counter } = gatedRoute(app, () => {
      throw new Error("the database went away");
    });
    await app.ready();

    const answers = Array.from({ length: 4 }, () => app.inject({ method: "GET", url: "/api/piece" }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    openGate();
    const done = await Promise.all(answers);
    expect(done.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 500]);
    expect(counter.reads).toBe(4);
    await app.close();
  });

  it("refuses answerCache on a route that is not a GET", async () => {
    const app = bareApp();
    await app.register(answerCachePlugin);
    expect(() => app.post("/api/x", { config: { answerCache: true } }, async () => ({}))).toThrow(
      /only for GET/,
    );
    await app.close();
  });
});

describe("catalogue answers served from memory", () => {
  let app: FastifyInstance;
  let productId: number;
  /**
   * A change the cache is not told of: the product's category renamed in SQL (category edits reach kept
   * answers only through the back office's routes; a product's own rows notify, migration 0010).
   */
  const rename = (name: string) =>
    app.db.execute(
      sql`update categories set name = ${name} where id = (select category_id from products where id = ${productId})`,
    );
  /** The back office's "active" switch set on the product (already on): a write that touches its row. */
  const switchOnInBackOffice = async () => {
    const admin = (await signInAs(app, "admin")).headers;
    const state = await app.inject({
      method: "POST",
      url: "/api/admin/products/state",
      headers: admin,
      payload: { id: productId, checked: true },
    });
    expect(state.statusCode, state.body).toBe(200);
  };
  const read = async () => {
    const response = await app.inject({ method: "GET", url: `/api/products/${productId}` });
    expect(response.statusCode, response.body).toBe(200);
    return {
      name: (response.json() as { product: { category: { name: string } } }).product.category.name,
      hit: response.headers["x-cache"],
    };
  };

  beforeAll(async () => {
    app = await buildTestApp({ seedDemo: true, catalogCacheSeconds: 60 });
    await seedDatabase({ db: app.db, config: app.config, log: silentLog, renderImages: false });
    await app.catalogNotices.heardAll();
    const { rows } = (await app.db.execute(sql`select min(id) as id from products where active`)) as {
      rows: { id: number }[];
    };
    productId = rows[0].id;
  }, 120_000);
  afterAll(() => app.close());

  it("sends a hit with the headers of the answer that was kept, in each encoding asked for", async () => {
    const url = `/api/products/${productId}?headers-probe`;
    for (const encoding of [undefined, "gzip", "br"]) {
      const headers = encoding ? { "accept-encoding": encoding } : {};
      await app.catalogNotices.heardAll();
      app.answerCache.clear(["catalog"]);
      const made = await app.inject({ method: "GET", url, headers });
      const hit = await app.inject({ method: "GET", url, headers });
      expect(made.headers["x-cache"]).toBeUndefined();
      expect(hit.headers["x-cache"]).toBe("hit");
      expect(hit.rawPayload.equals(made.rawPayload), `${encoding}`).toBe(true);
      expect(hit.headers["content-encoding"]).toBe(encoding);
      const { date: _made, "x-cache": _x, connection: _c, ...madeHeaders } = made.headers;
      const { date: _hit, "x-cache": _y, connection: _d, ...hitHeaders } = hit.headers;
      expect(hitHeaders).toEqual(madeHeaders);
      expect(hitHeaders["x-frame-options"]).toBe("DENY");
      expect(hitHeaders["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    const head = await app.inject({ method: "HEAD", url });
    expect(head.headers["x-cache"]).toBe("hit");
    expect(head.body).toBe("");
  });

  it("answers a repeated read from memory", async () => {
    await rename("Cache Probe One");
    expect(await read()).toEqual({ name: "Cache Probe One", hit: undefined });
    await rename("Cache Probe Two");
    expect(await read()).toEqual({ name: "Cache Probe One", hit: "hit" });
  });

  it("clears only the area a write changes: the marquee is a setting, not the catalogue", async () => {
    const { headers } = await signInAs(app, "admin");
    await app.inject({ method: "GET", url: "/api/shipping" });
    expect((await app.inject({ method: "GET", url: "/api/shipping" })).headers["x-cache"]).toBe("hit");
    const change = await app.inject({
      method: "POST",
      url: "/api/admin/marque",
      headers,
      payload: { type: "1", value: "Cache probe" },
    });
    expect(change.statusCode).toBe(200);
    // The settings answer is read again; the product's is still the kept one (renamed behind its back).
    expect((await app.inject({ method: "GET", url: "/api/shipping" })).headers["x-cache"]).toBeUndefined();
    expect(await read()).toEqual({ name: "Cache Probe One", hit: "hit" });
  });

  it("keeps the home page's content until a content write, which leaves the catalogue alone", async () => {
    const { headers } = await signInAs(app, "admin");
    const { rows } = (await app.db.execute(
      sql`insert into budget_tiles (name, max_price) values ('Under probe', 99900) returning id`,
    )) as { rows: { id: number }[] };
    const tiles = async () => {
      const response = await app.inject({ method: "GET", url: "/api/budget" });
      return {
        names: (response.json() as { name: string }[]).map((tile) => tile.name),
        hit: response.headers["x-cache"],
      };
    };
    expect((await tiles()).names).toContain("Under probe");
    expect((await tiles()).hit).toBe("hit");
    await read();
    const removed = await app.inject({ method: "DELETE", url: `/api/admin/budget/${rows[0]!.id}`, headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await tiles()).toEqual({ names: expect.not.arrayContaining(["Under probe"]), hit: undefined });
    expect((await read()).hit).toBe("hit");
  });

  it("a cart add clears nothing; a product switched on in the back office shows at once", async () => {
    const { headers } = await signInAs(app, "user");
    const { rows } = (await app.db.execute(
      sql`select vs.variant_id, vs.size from variant_stock vs join product_variants pv on pv.id = vs.variant_id
          where pv.product_id = ${productId} and vs.quantity > 0 limit 1`,
    )) as { rows: { variant_id: number; size: string }[] };
    const add = await app.inject({
      method: "POST",
      url: `/api/items/cart/${rows[0]!.variant_id}`,
      headers,
      payload: { quantity: 1, size: rows[0]!.size },
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(await read()).toEqual({ name: "Cache Probe One", hit: "hit" });

    await switchOnInBackOffice();
    expect(await read()).toEqual({ name: "Cache Probe Two", hit: undefined });
  });

  it("a product's edit clears its page, its categories' listings and pages, searches and the tree; not the rest", async () => {
    const [{ categoryId }] = (
      await app.db.execute<{ categoryId: number }>(
        sql`select category_id as "categoryId" from products where id = ${productId}`,
      )
    ).rows;
    const other = await productElsewhere(app, categoryId);
    const [sibling] = (
      await app.db.execute<{ id: number }>(sql`
        select id from products where active and category_id = ${categoryId} and id <> ${productId} order by id limit 1`)
    ).rows;
    const urls = {
      page: `/api/products/${productId}`,
      siblingPage: `/api/products/${sibling!.id}`,
      listing: `/api/products/category/Any/1?id=${categoryId}`,
      filters: `/api/products/filters/Any?id=${categoryId}`,
      search: "/api/products/search?query=zzzz",
      tree: "/api/categories",
      otherPage: `/api/products/${other.id}`,
      otherListing: `/api/products/category/Any/1?id=${other.categoryId}`,
      otherFilters: `/api/products/filters/Any?id=${other.categoryId}`,
      shipping: "/api/shipping",
    };
    const hits = () => cacheStates(app, urls);
    await app.catalogNotices.heardAll();
    await hits();
    const kept = Object.fromEntries(Object.keys(urls).map((name) => [name, "hit"]));
    expect(await hits()).toEqual(kept);

    // Through SQL, as any write path would: the trigger's notice clears what shows the product.
    await app.db.execute(sql`update products set name = name || ' ' where id = ${productId}`);
    await app.catalogNotices.heardAll();
    const cleared = {
      ...kept,
      page: undefined,
      // A product page lists its category's other pieces.
      siblingPage: undefined,
      listing: undefined,
      filters: undefined,
      search: undefined,
      tree: undefined,
    };
    expect(await hits()).toEqual(cleared);

    // Through the back office: its answer leaves once the notices are heard, so the next read is fresh.
    await switchOnInBackOffice();
    expect(await hits()).toEqual(cleared);
    await app.db.execute(sql`update products set name = rtrim(name) where id = ${productId}`);
    // Heard here, so its notice cannot clear what the next tests keep.
    await app.catalogNotices.heardAll();
  });

  it("a write no group names clears every area", () => {
    expect(areasClearedBy("/api/admin/some-new-thing")).toEqual(CACHE_AREAS);
    expect(areasClearedBy("/api/orders/:id/something-new")).toEqual(CACHE_AREAS);
    expect(areasClearedBy("/api/items/cart/:id", { cacheAreas: [] })).toEqual([]);
    expect(areasClearedBy("/api/checkout/payment/verify", { cacheAreas: ["catalog", "orders"] })).toEqual([
      "catalog",
      "orders",
    ]);
    // Product edits reach kept answers as change notices (migration 0010); category edits clear the area.
    expect(areasClearedBy("/api/admin/products/:id")).toEqual([]);
    expect(areasClearedBy("/api/admin/inventory")).toEqual([]);
    expect(areasClearedBy("/api/admin/category/:id")).toEqual(["catalog"]);
    expect(areasClearedBy("/api/admin/home-section1")).toEqual(["content"]);
    // Matched ignoring case, as the router matches routes.
    expect(areasClearedBy("/api/instaImage/:id")).toEqual(["content"]);
    expect(areasClearedBy("/api/admin/settings/shipping")).toEqual(["settings"]);
    expect(areasClearedBy("/api/account/details")).toEqual(["catalog"]);
  });

  it("keeps its answers after a write that declares no cache areas (an enquiry)", async () => {
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
    const before = app.answerCache.size;
    await app.inject({ method: "GET", url: "/api/items/cart" });
    await app.inject({ method: "GET", url: "/api/health" });
    expect(app.answerCache.size).toBe(before);
  });
});

describe("orders and payments clear exactly the catalogue answers whose stock or sales moved", () => {
  let w: CheckoutWorld;
  beforeAll(async () => {
    w = await buildCheckoutWorld({ catalogCacheSeconds: 60 });
  }, 120_000);
  afterAll(() => w.close());

  it("a charge holds stock and a cancel gives it back: the product page shows both at once", async () => {
    const shopper = await w.customer();
    const item = await w.pick("garment", { stock: 2 });
    const read = async () => {
      const response = await w.app.inject({
        method: "GET",
        url: `/api/products/${item.productId}/${item.variantId}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { sizes } = response.json() as { sizes: { size: string; quantity: number }[] };
      return {
        quantity: sizes.find((row) => row.size === item.size)?.quantity,
        hit: response.headers["x-cache"],
      };
    };
    expect(await read()).toEqual({ quantity: 2, hit: undefined });
    await w.addToCart(shopper.headers, item);
    expect(await read()).toEqual({ quantity: 2, hit: "hit" });
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    expect(await read()).toEqual({ quantity: 1, hit: undefined });
    const cancelled = await w.call(shopper.headers, "POST", "/api/checkout/payment/cancel", {
      order_id: charged.body.order_id,
    });
    expect(cancelled.status).toBe(200);
    expect(await read()).toEqual({ quantity: 2, hit: undefined });
  });

  it("a charge leaves other products' pages, other categories' listings, searches without it and the tree kept", async () => {
    const shopper = await w.customer();
    const item = await w.pick("garment", { stock: 3 });
    const [{ categoryId }] = (
      await w.app.db.execute<{ categoryId: number }>(
        sql`select category_id as "categoryId" from products where id = ${item.productId}`,
      )
    ).rows;
    const other = await productElsewhere(w.app, categoryId);
    const urls = {
      page: `/api/products/${item.productId}`,
      listing: `/api/products/category/Any/1?id=${categoryId}&sort=LtH`,
      sizeListing: `/api/products/category/Any/1?id=${categoryId}&size=${item.size}`,
      otherPage: `/api/products/${other.id}`,
      otherListing: `/api/products/category/Any/1?id=${other.categoryId}`,
      tree: "/api/categories",
      unrelatedSearch: "/api/products/search?query=zzzz",
    };
    const hits = () => cacheStates(w.app, urls);
    await hits();
    const kept = Object.fromEntries(Object.keys(urls).map((name) => [name, "hit"]));
    expect(await hits()).toEqual(kept);
    const listing = (await w.app.inject({ url: urls.listing })).json() as {
      products: { product_id: number }[];
    };
    await w.addToCart(shopper.headers, item);
    const charged = await w.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    const shown = listing.products.some((card) => card.product_id === item.productId);
    expect(await hits()).toEqual({
      ...kept,
      page: undefined,
      // A listing page is made again when it shows the product's card; a size filter follows stock.
      listing: shown ? undefined : "hit",
      sizeListing: undefined,
    });
  });
});
