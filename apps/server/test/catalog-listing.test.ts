import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../scripts/seed";
import { categories, orderLines, orders, products } from "../src/db/schema";
import { buildTestApp } from "./helpers";

type Card = {
  id: number;
  product_id: number;
  variant_id: number;
  name: string;
  color: string;
  size: string[];
  selling_price: number;
  regular_price: number;
  created: string;
  rating: number;
  category: string;
  active: "Y" | "N";
  image: string | null;
  images: string[];
};
type Listing = { products: Card[]; totalCount: number; totalPages: number };

const silentLog = { info: () => {}, warn: () => {} };

describe("category listing API", () => {
  let app: FastifyInstance;
  const ids = { lehengas: 0, suits: 0, bridal: 0, partyWear: 0 };
  let drafts: Set<number>;

  const list = async (path: string) => {
    const response = await app.inject({ method: "GET", url: path });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Listing;
  };
  /** Every active product filed under a category or its children, counted straight from the tables. */
  const activeUnder = async (rootId: number) => {
    const result = await app.db.execute<{ id: number }>(sql`
      with recursive scope(id) as (select ${rootId}::int union select c.id from categories c join scope s on c.parent_id = s.id)
      select p.id from products p where p.active and (p.category_id in (select id from scope)
        or p.id in (select product_id from product_subcategories where category_id in (select id from scope)))`);
    return new Set(result.rows.map((row) => row.id));
  };

  beforeAll(async () => {
    app = await buildTestApp({ seedDemo: true });
    await seedDatabase({ db: app.db, config: app.config, log: silentLog, renderImages: false });
    const named = async (name: string, parent?: number) => {
      const [row] = await app.db
        .select()
        .from(categories)
        .where(
          and(
            eq(categories.name, name),
            eq(categories.tag, "Women"),
            parent ? eq(categories.parentId, parent) : sql`true`,
          ),
        );
      return row.id;
    };
    ids.lehengas = await named("Lehengas");
    ids.suits = await named("Suits");
    ids.bridal = await named("Bridal", ids.lehengas);
    ids.partyWear = await named("Party Wear", ids.lehengas);
    const draftRows = await app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.active, false));
    drafts = new Set(draftRows.map((row) => row.id));
  }, 120_000);
  afterAll(() => app.close());

  it("lists the category and its descendants, one card per product, active only, newest first", async () => {
    const body = await list(`/api/products/category/Lehengas/1?id=${ids.lehengas}`);
    const expected = await activeUnder(ids.lehengas);
    expect(body.totalCount).toBe(expected.size);
    expect(body.totalCount).toBeGreaterThan(5);
    expect(new Set(body.products.map((card) => card.product_id))).toEqual(expected);
    expect(body.products.every((card) => card.active === "Y" && !drafts.has(card.product_id))).toBe(true);
    const created = body.products.map((card) => card.created);
    expect(created).toEqual([...created].sort().reverse());
    const first = body.products[0];
    expect(first).toMatchObject({ id: first.product_id, category: "Lehengas" });
    expect(first.images.length).toBeGreaterThan(0);
    expect(first.selling_price).toBeLessThanOrEqual(first.regular_price);
    // Rupees, not paise: the demo's lehengas cost thousands of rupees.
    expect(first.selling_price).toBeLessThan(200_000);
  });

  it("looks the category up by name when there is no id, and answers 404 for an unknown one", async () => {
    // Every category of that name counts (Lehengas is filed under Women and under Kids' Girls).
    const byName = await list("/api/products/category/lehengas/1");
    const named = await app.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`lower(${categories.name}) = 'lehengas'`);
    const expected = new Set<number>();
    for (const row of named) for (const id of await activeUnder(row.id)) expected.add(id);
    expect(named.length).toBeGreaterThan(0);
    expect(byName.totalCount).toBe(expected.size);
    const missing = await app.inject({ method: "GET", url: "/api/products/category/Nothing/1" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Category not found");
  });

  it("sorts by price both ways, by the cheapest colour", async () => {
    const low = await list(`/api/products/category/Lehengas/1?id=${ids.lehengas}&sort=LtH`);
    const lowPrices = low.products.map((card) => card.selling_price);
    expect(lowPrices).toEqual([...lowPrices].sort((a, b) => a - b));
    const high = await list(`/api/products/category/Lehengas/1?id=${ids.lehengas}&sort=HtL`);
    const highPrices = high.products.map((card) => card.selling_price);
    expect(highPrices).toEqual([...highPrices].sort((a, b) => b - a));
    expect(highPrices[0]).toBeGreaterThan(lowPrices[0]);
    // The card shows the product's cheapest colour.
    const cheapest = await app.db.execute<{ product_id: number; price: number }>(sql`
      select product_id, min(selling_price)::int as price from product_variants group by product_id`);
    const byProduct = new Map(cheapest.rows.map((row) => [row.product_id, row.price / 100]));
    expect(low.products.every((card) => card.selling_price === byProduct.get(card.product_id))).toBe(true);
  });

  it("pages 30 at a time with the right totals, and a page past the end is empty", async () => {
    const suits = await activeUnder(ids.suits);
    expect(suits.size).toBeGreaterThan(30);
    const first = await list(`/api/products/category/Suits/1?id=${ids.suits}`);
    const second = await list(`/api/products/category/Suits/2?id=${ids.suits}`);
    expect(first.products).toHaveLength(30);
    expect(second.products).toHaveLength(suits.size - 30);
    expect(first).toMatchObject({ totalCount: suits.size, totalPages: Math.ceil(suits.size / 30) });
    expect(second.totalCount).toBe(suits.size);
    const all = [...first.products, ...second.products].map((card) => card.product_id);
    expect(new Set(all)).toEqual(suits);
    const beyond = await list(`/api/products/category/Suits/9?id=${ids.suits}`);
    expect(beyond).toEqual({ products: [], totalCount: suits.size, totalPages: first.totalPages });
  });

  it("filters by size, colour, price range and sub category", async () => {
    const base = `/api/products/category/Lehengas/1?id=${ids.lehengas}`;
    const all = await list(base);

    const xs = await list(`${base}&size=XS`);
    expect(xs.totalCount).toBeGreaterThan(0);
    expect(xs.totalCount).toBeLessThan(all.totalCount);
    expect(xs.products.every((card) => card.size.includes("XS"))).toBe(true);

    const colour = all.products[0].color;
    const byColour = await list(`${base}&color=${encodeURIComponent(colour)}`);
    expect(byColour.totalCount).toBeGreaterThan(0);
    expect(byColour.products.every((card) => card.color === colour)).toBe(true);

    const prices = all.products.map((card) => card.selling_price).sort((a, b) => a - b);
    const [min, max] = [prices[1], prices[prices.length - 2]];
    const ranged = await list(`${base}&minPrice=${min}&maxPrice=${max}`);
    expect(ranged.totalCount).toBeGreaterThan(0);
    expect(ranged.totalCount).toBeLessThan(all.totalCount);
    expect(ranged.products.every((card) => card.selling_price >= min && card.selling_price <= max)).toBe(
      true,
    );

    const bridal = await list(`${base}&category=${ids.bridal}`);
    const bridalIds = await activeUnder(ids.bridal);
    expect(new Set(bridal.products.map((card) => card.product_id))).toEqual(bridalIds);
    const both = await list(`${base}&category=${ids.bridal},${ids.partyWear}`);
    expect(both.totalCount).toBe(new Set([...bridalIds, ...(await activeUnder(ids.partyWear))]).size);

    const heavy = await list(`${base}&weight=2000-`);
    const light = await list(`${base}&weight=0-500,500-1000,1000-2000`);
    expect(heavy.totalCount + light.totalCount).toBe(all.totalCount);
  });

  it("answers the filter sidebar from the category's real products", async () => {
    const response = await app.inject({
      method: "GET",
      url: `/api/products/filters/Lehengas?id=${ids.lehengas}`,
    });
    expect(response.statusCode).toBe(200);
    const filters = response.json();
    expect(filters.size).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
    const all = await list(`/api/products/category/Lehengas/1?id=${ids.lehengas}`);
    for (const card of all.products) expect(filters.color).toContain(card.color);
    const prices = all.products.map((card) => card.selling_price);
    expect(filters.price.min).toBeLessThanOrEqual(Math.min(...prices));
    expect(filters.price.max).toBeGreaterThanOrEqual(Math.max(...prices));
    expect(filters.categories.map((row: { name: string }) => row.name)).toEqual(["Bridal", "Party Wear"]);
    expect(filters.banner).toEqual(expect.any(String));
    expect(filters.weight.length).toBeGreaterThan(0);
  });

  it("ranks Bestseller by units sold on paid orders, then rating", async () => {
    const before = await list("/api/products/category/Bestseller/1?minPrice=0&maxPrice=200000");
    expect(before.totalCount).toBeGreaterThan(0);
    const ratings = before.products.map((card) => card.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(before.products.every((card) => !drafts.has(card.product_id))).toBe(true);

    const pick = before.products[before.products.length - 1];
    const [order] = await app.db
      .insert(orders)
      .values({
        payType: "Razorpay",
        status: "paid",
        subtotal: 1,
        total: 1,
        amountCharged: 1,
        currency: "INR",
      })
      .returning();
    await app.db.insert(orderLines).values({
      orderId: order.id,
      productId: pick.product_id,
      name: pick.name,
      quantity: 2,
      stockQuantity: 2,
      sellingPrice: 1,
      lineTotal: 2,
    });
    // A pending order does not count as a sale.
    const [pending] = await app.db
      .insert(orders)
      .values({
        payType: "Razorpay",
        status: "pending",
        subtotal: 1,
        total: 1,
        amountCharged: 1,
        currency: "INR",
      })
      .returning();
    const other = before.products[before.products.length - 2];
    await app.db.insert(orderLines).values({
      orderId: pending.id,
      productId: other.product_id,
      name: other.name,
      quantity: 9,
      stockQuantity: 9,
      sellingPrice: 1,
      lineTotal: 9,
    });
    const after = await list("/api/products/category/Bestseller/1");
    expect(after.products[0].product_id).toBe(pick.product_id);
    expect(after.products[1].product_id).not.toBe(other.product_id);
    const low = await list("/api/products/category/Bestseller/1?sort=LtH");
    const prices = low.products.map((card) => card.selling_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("never lists a draft", async () => {
    const [draft] = await app.db.select().from(products).where(eq(products.active, false)).limit(1);
    const body = await list(`/api/products/category/Any/1?id=${draft.categoryId}`);
    expect(body.products.map((card) => card.product_id)).not.toContain(draft.id);
    const pages = Math.max(1, body.totalPages);
    for (let page = 2; page <= pages; page += 1) {
      const more = await list(`/api/products/category/Any/${page}?id=${draft.categoryId}`);
      expect(more.products.map((card) => card.product_id)).not.toContain(draft.id);
    }
  });

  it("refuses bad parameters with 400 and a clear message", async () => {
    const cases: [string, string][] = [
      ["/api/products/category/Lehengas/0", "Page must be a whole number from 1"],
      ["/api/products/category/Lehengas/abc", "Page must be a whole number from 1"],
      ["/api/products/category/Lehengas/1?sort=cheap", "Sort must be one of newest, Best, LtH or HtL"],
      ["/api/products/category/Lehengas/1?minPrice=lots", "minPrice must be a number of rupees"],
      ["/api/products/category/Lehengas/1?maxPrice=300000", "maxPrice must be between 0 and 200000"],
      [
        "/api/products/category/Lehengas/1?minPrice=5000&maxPrice=100",
        "minPrice must not be more than maxPrice",
      ],
      ["/api/products/category/Lehengas/1?size=XXXL", "Size must be one of XS, S, M, L, XL, XXL, Free"],
      ["/api/products/category/Lehengas/1?category=1;drop", "Category must be a comma-separated list"],
      ["/api/products/category/Lehengas/1?id=x", "Category id must be a whole number"],
      ["/api/products/category/Lehengas/1?view=t", "View must be d or m"],
      ["/api/products/category/Lehengas/1?category=99999999999", "Category must be a comma-separated list"],
      ["/api/products/category/Lehengas/1?id=99999999999", "Category id must be a whole number"],
      ["/api/products/filters/Lehengas?id=99999999999", "Category id must be a whole number"],
    ];
    for (const [url, message] of cases) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(message);
    }
  });
});
