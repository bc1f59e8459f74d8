import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSeededApp } from "./cart-fixtures";

type LegacyProduct = {
  _id: string;
  name: string;
  price: number;
  ratings: number;
  images: { url: string }[];
  category: string;
  Stock: number;
  numOfReviews: number;
};
type LegacyList = {
  success: boolean;
  products: LegacyProduct[];
  productsCount: number;
  resultPerPage: number;
  filteredProductsCount: number;
};

describe("older template reads (/api/v1)", () => {
  let app: FastifyInstance;
  const list = async (query: string) => {
    const response = await app.inject({ method: "GET", url: `/api/v1/products${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LegacyList;
  };
  const count = async (query: string) =>
    Number(((await app.db.execute(sql.raw(query))) as { rows: { n: number }[] }).rows[0].n);

  beforeAll(async () => {
    ({ app } = await buildSeededApp());
  }, 120_000);
  afterAll(() => app.close());

  it("answers a product from the catalogue in the template's shape", async () => {
    const { rows } = (await app.db.execute(
      sql`select p.id, p.name, min(v.selling_price)::int as price, sum(vs.quantity)::int as stock
          from products p join product_variants v on v.product_id = p.id
          join variant_stock vs on vs.variant_id = v.id
          where p.active group by p.id order by p.id limit 1`,
    )) as { rows: { id: number; name: string; price: number; stock: number }[] };
    const expected = rows[0];
    const response = await app.inject({ method: "GET", url: `/api/v1/product/${expected.id}` });
    expect(response.statusCode, response.body).toBe(200);
    const { product } = response.json() as { product: LegacyProduct };
    expect(product._id).toBe(String(expected.id));
    expect(product.name).toBe(expected.name);
    expect(product.price).toBe(expected.price / 100);
    expect(product.Stock).toBe(expected.stock);
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.images[0].url).toMatch(/^\/api\/images\//);
  });

  it("never shows a draft product", async () => {
    const { rows } = (await app.db.execute(
      sql`update products set active = false where id = (select min(id) from products where active) returning id`,
    )) as { rows: { id: number }[] };
    const response = await app.inject({ method: "GET", url: `/api/v1/product/${rows[0].id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Product not found" });
    const all = await list("?keyword=");
    expect(all.productsCount).toBe(await count("select count(*)::int as n from products where active"));
    await app.db.execute(sql`update products set active = true where id = ${rows[0].id}`);
  });

  it("pages eight at a time and counts every active product", async () => {
    const first = await list("");
    const second = await list("?page=2");
    expect(first.resultPerPage).toBe(8);
    expect(first.products).toHaveLength(8);
    expect(first.filteredProductsCount).toBe(first.productsCount);
    const firstIds = new Set(first.products.map((product) => product._id));
    expect(second.products.some((product) => firstIds.has(product._id))).toBe(false);
  });

  it("walks every page of a filter in order, newest first, each product with its own details", async () => {
    const ids = async (where: string) =>
      (
        (await app.db.execute(
          sql.raw(`select p.id from products p where p.active
            and exists (select 1 from product_variants v where v.product_id = p.id) ${where}
            order by p.created_at desc, p.id desc`),
        )) as { rows: { id: number }[] }
      ).rows.map((row) => String(row.id));
    const sarees = `and p.category_id in (with recursive scope(id) as (
        select id from categories where lower(name) = 'sarees'
        union select c.id from categories c join scope s on c.parent_id = s.id) select id from scope)`;
    for (const [query, where] of [
      ["", ""],
      ["category=Sarees&", sarees],
    ] as const) {
      const expected = await ids(where);
      // The seed fills more than one page, and the last one only partly.
      expect(expected.length % 8, query).toBeGreaterThan(0);
      const pages = Math.ceil(expected.length / 8);
      expect(pages, query).toBeGreaterThan(1);
      const seen: string[] = [];
      for (let page = 1; page <= pages + 1; page++) {
        const answer = await list(`?${query}page=${page}`);
        expect(answer.filteredProductsCount, `${query}page=${page}`).toBe(expected.length);
        expect(answer.products.length).toBe(
          page <= pages ? Math.min(8, expected.length - (page - 1) * 8) : 0,
        );
        seen.push(...answer.products.map((product) => product._id));
      }
      expect(seen, query).toEqual(expected);
    }
    // Details are gathered for the page's rows only: each must still be its own product's.
    for (const product of (await list("?page=2")).products) {
      const { product: detail } = (
        await app.inject({ method: "GET", url: `/api/v1/product/${product._id}` })
      ).json() as { product: LegacyProduct & { reviews: unknown } };
      const { reviews: _reviews, ...withoutReviews } = detail;
      expect(product).toEqual({ ...withoutReviews, reviews: [] });
    }
  });

  it("filters by a misspelt keyword, a price range and a category", async () => {
    const lehengas = await list("?keyword=lehnga");
    expect(lehengas.filteredProductsCount).toBeGreaterThan(0);
    for (const product of lehengas.products) expect(product.name).toMatch(/lehenga/i);

    const cheap = await list("?price[gte]=1000&price[lte]=3000");
    expect(cheap.filteredProductsCount).toBeGreaterThan(0);
    expect(cheap.filteredProductsCount).toBeLessThan(cheap.productsCount);
    for (const product of cheap.products) {
      expect(product.price).toBeGreaterThanOrEqual(1000);
      expect(product.price).toBeLessThanOrEqual(3000);
    }

    const sarees = await list("?category=Sarees");
    expect(sarees.filteredProductsCount).toBeGreaterThan(0);
    expect(sarees.filteredProductsCount).toBeLessThan(sarees.productsCount);
  });

  it("refuses a nonsense filter with a 400 that says what is wrong", async () => {
    const cases: [string, string][] = [
      ["ratings[gte]=9", "Ratings go from 0 to 5."],
      ["page=abc", "Page must be a whole number from 1."],
      ["price[lte]=cheap", "Prices must be numbers of rupees."],
    ];
    for (const [query, message] of cases) {
      const response = await app.inject({ method: "GET", url: `/api/v1/products?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
  });
});
