import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../scripts/seed";
import {
  categories,
  products,
  productVariants,
  reviews,
  users,
  variantMedia,
  variantStock,
} from "../src/db/schema";
import { buildTestApp } from "./helpers";

const silentLog = { info: () => {}, warn: () => {} };

type Row = { product_id: number; variant_id: number; first: boolean; category_id: number; page: string };

/**
 * Every product and colour: the kept page (or none) against the page product_page makes now from the tables,
 * and `first` on the colour a link without one opens (staff order). The oracle is the same function the
 * triggers call: this proves the pages are kept current; the product-detail tests prove what a page says.
 */
async function stalePages(app: FastifyInstance): Promise<string[]> {
  const { rows } = await app.db.execute<{
    product_id: number;
    variant_id: number;
    made: string | null;
    category: number | null;
    first_id: number;
  }>(sql`
    select v.product_id, v.id as variant_id, made.page_json as made, made.page_category as category,
      (select f.id from product_variants f where f.product_id = v.product_id order by f.sort, f.id limit 1) as first_id
    from product_variants v cross join lateral product_page(v.product_id, v.id) made`);
  const kept = new Map<string, Row>();
  for (const row of (await app.db.execute<Row>(sql`select * from product_pages`)).rows)
    kept.set(`${row.product_id}/${row.variant_id}`, row);
  const stale: string[] = [];
  for (const row of rows) {
    const key = `${row.product_id}/${row.variant_id}`;
    const page = kept.get(key);
    kept.delete(key);
    if (row.made === null) {
      if (page) stale.push(`${key}: kept for a product that has no page`);
      continue;
    }
    if (!page) stale.push(`${key}: missing`);
    else if (page.page !== row.made) stale.push(`${key}: differs`);
    else if (page.first !== (row.variant_id === row.first_id) || page.category_id !== row.category)
      stale.push(`${key}: first or category`);
  }
  for (const key of kept.keys()) stale.push(`${key}: kept for a colour that is gone`);
  return stale;
}

const pageOf = async (app: FastifyInstance, productId: number) =>
  (await app.inject({ url: `/api/products/${productId}` })).json();

describe("product pages kept by the database", () => {
  let app: FastifyInstance;
  let product: { id: number; categoryId: number };
  let sibling: number;
  let otherCategory: number;

  beforeAll(async () => {
    app = await buildTestApp({ seedDemo: true, catalogCacheSeconds: 0 });
    await seedDatabase({ db: app.db, config: app.config, log: silentLog, renderImages: false });
    // A product whose category has other active products with colours (they list it among their related).
    const { rows } = await app.db.execute<{ id: number; category_id: number; sibling: number }>(sql`
      select p.id, p.category_id, min(o.id) as sibling from products p
      join products o on o.category_id = p.category_id and o.id <> p.id and o.active
      where p.active and exists (select 1 from product_variants v where v.product_id = p.id)
      group by p.id, p.category_id order by count(o.id) desc, p.id limit 1`);
    product = { id: rows[0].id, categoryId: rows[0].category_id };
    sibling = rows[0].sibling;
    const [other] = await app.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.id} <> ${product.categoryId}`)
      .limit(1);
    otherCategory = other.id;
  });
  afterAll(() => app.close());

  it("keeps a page for every colour of every active product after the seed", async () => {
    expect(await stalePages(app)).toEqual([]);
    const { rows } = await app.db.execute<{ count: number }>(
      sql`select count(*)::int as count from product_pages`,
    );
    expect(rows[0].count).toBeGreaterThan(100);
  });

  it("makes the pages again after each kind of change, its own and its category's others'", async () => {
    const colours = await app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
      .orderBy(productVariants.sort, productVariants.id);
    const first = colours[0];

    // The product's own fields, and the related piece its category's others show.
    await app.db
      .update(products)
      .set({ name: "Kept Page Lehenga", rating: 5 })
      .where(eq(products.id, product.id));
    expect((await pageOf(app, product.id)).product.name).toBe("Kept Page Lehenga");
    expect((await pageOf(app, sibling)).related.map((piece: { name: string }) => piece.name)).toContain(
      "Kept Page Lehenga",
    );
    // Its first colour's price, on its page and as the related piece's.
    await app.db
      .update(productVariants)
      .set({ sellingPrice: 1_111_100, regularPrice: 2_222_200 })
      .where(eq(productVariants.id, first.id));
    expect((await pageOf(app, product.id)).product.selling_price).toBe(11111);
    expect(
      (await pageOf(app, sibling)).related.find((piece: { id: number }) => piece.id === product.id),
    ).toMatchObject({ selling_price: 11111, regular_price: 22222, discount: 50 });
    // Gallery and stock.
    await app.db.insert(variantMedia).values({ variantId: first.id, file: "kept-first.jpg", sort: -5 });
    expect((await pageOf(app, product.id)).product.image).toBe("kept-first.jpg");
    await app.db.update(variantStock).set({ quantity: 7 }).where(eq(variantStock.variantId, first.id));
    const stocked = await pageOf(app, product.id);
    expect(stocked.sizes.every((size: { quantity: number }) => size.quantity === 7)).toBe(true);
    // A review, its author's new name, and the review hidden.
    const [author] = await app.db.select({ id: users.id }).from(users).limit(1);
    await app.db.delete(reviews).where(eq(reviews.productId, product.id));
    await app.db
      .insert(reviews)
      .values({ userId: author.id, productId: product.id, rating: 4, title: "Kept", message: "Fits" });
    await app.db.update(users).set({ firstName: "Keptname" }).where(eq(users.id, author.id));
    expect((await pageOf(app, product.id)).reviews[0]).toMatchObject({ name: "Keptname", title: "Kept" });
    await app.db.update(reviews).set({ hidden: true }).where(eq(reviews.productId, product.id));
    expect((await pageOf(app, product.id)).product.review_count).toBe(0);
    // The category's own fields.
    await app.db
      .update(categories)
      .set({ name: "Kept Category" })
      .where(eq(categories.id, product.categoryId));
    expect((await pageOf(app, product.id)).product.category.name).toBe("Kept Category");
    expect(await stalePages(app)).toEqual([]);
  });

  it("drops and brings back pages with the product's status, its colours and its category, in one transaction", async () => {
    await app.db.transaction(async (tx) => {
      await tx.update(products).set({ active: false }).where(eq(products.id, product.id));
      await tx.update(products).set({ categoryId: otherCategory }).where(eq(products.id, sibling));
    });
    expect((await app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(404);
    expect(await stalePages(app)).toEqual([]);

    await app.db.update(products).set({ active: true }).where(eq(products.id, product.id));
    const [added] = await app.db
      .insert(productVariants)
      .values({
        productId: product.id,
        name: "Kept Ivory",
        regularPrice: 500_000,
        sellingPrice: 450_000,
        sort: 99,
      })
      .returning();
    const opened = (await app.inject({ url: `/api/products/${product.id}/${added.id}` })).json();
    expect(opened.product).toMatchObject({ variant_id: added.id, color: "Kept Ivory" });
    expect(await stalePages(app)).toEqual([]);
    await app.db.delete(productVariants).where(eq(productVariants.id, added.id));
    // A link to the removed colour opens the first colour.
    const fallback = (await app.inject({ url: `/api/products/${product.id}/${added.id}` })).json();
    expect(fallback.product.variant_id).not.toBe(added.id);
    expect(await stalePages(app)).toEqual([]);
  });

  it.runIf(process.env.DATABASE_URL)(
    "stays current when checkouts' stock changes and staff edits of the same category commit at once",
    async () => {
      const { rows } = await app.db.execute<{ id: number }>(
        sql`select id from products where category_id = ${product.categoryId} and active order by id limit 6`,
      );
      const ids = rows.map((row) => row.id);
      const edits = Array.from({ length: 24 }, (_, n) =>
        app.db.transaction(async (tx) => {
          const id = ids[n % ids.length];
          if (n % 3 === 0)
            await tx
              .update(products)
              .set({ name: `Raced ${n}` })
              .where(eq(products.id, id));
          else
            await tx.execute(sql`update variant_stock set quantity = quantity + 1
              where variant_id in (select id from product_variants where product_id = ${id})`);
          await tx.execute(sql`select pg_sleep(0.01)`);
        }),
      );
      await Promise.all(edits);
      expect(await stalePages(app)).toEqual([]);
    },
  );
});
