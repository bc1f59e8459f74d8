import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../scripts/seed";
import { categories, productSubcategories, products } from "../src/db/schema";
import { buildTestApp } from "./helpers";

const silentLog = { info: () => {}, warn: () => {} };

/**
 * Rows of category_products that differ from what the category walk gives now: every active product under
 * its category, its filings and all their ancestors (catalog_categories_of), and nothing else.
 */
async function staleRows(app: FastifyInstance): Promise<number> {
  const held = sql`select c::int as category_id, p.id as product_id from products p
    cross join unnest(string_to_array(catalog_categories_of(p.id), ',')) c where p.active and c <> ''`;
  const { rows } = await app.db.execute<{ stale: number }>(sql`select count(*)::int as stale from (
    (${held} except select category_id, product_id from category_products)
    union all
    (select category_id, product_id from category_products except ${held})
  ) d`);
  return rows[0].stale;
}

describe("the products each category holds, kept by the database", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ seedDemo: true, catalogCacheSeconds: 0 });
    await seedDatabase({ db: app.db, config: app.config, log: silentLog, renderImages: false });
  });
  afterAll(() => app.close());

  const listed = async (categoryId: number) => {
    const response = await app.inject({ url: `/api/products/category/Any/1?id=${categoryId}` });
    expect(response.statusCode).toBe(200);
    return response.json().totalCount as number;
  };

  it("holds every active product under its categories, filings and their ancestors after the seed", async () => {
    expect(await staleRows(app)).toBe(0);
    const { rows } = await app.db.execute<{ count: number }>(
      sql`select count(*)::int as count from category_products`,
    );
    expect(rows[0].count).toBeGreaterThan(100);
  });

  it("follows filings, moves, status and a category moved under another parent", async () => {
    const [sub] = await app.db
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(isNotNull(categories.parentId))
      .limit(1);
    const [otherRoot] = await app.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(isNull(categories.parentId), ne(categories.id, sub.parentId ?? 0)))
      .limit(1);
    // An active product the sub category does not hold in any way yet.
    const { rows: pieces } = await app.db.execute<{ id: number }>(sql`select p.id from products p
      where p.active and not exists (
        select 1 from category_products cp where cp.category_id = ${sub.id} and cp.product_id = p.id
      ) order by p.id limit 1`);
    const piece = pieces[0];

    const before = await listed(sub.id);
    await app.db.insert(productSubcategories).values({ productId: piece.id, categoryId: sub.id });
    expect(await listed(sub.id)).toBe(before + 1);
    expect(await staleRows(app)).toBe(0);
    await app.db
      .delete(productSubcategories)
      .where(and(eq(productSubcategories.productId, piece.id), eq(productSubcategories.categoryId, sub.id)));
    expect(await listed(sub.id)).toBe(before);

    await app.db.update(products).set({ categoryId: sub.id }).where(eq(products.id, piece.id));
    expect(await listed(sub.id)).toBe(before + 1);
    await app.db.update(products).set({ active: false }).where(eq(products.id, piece.id));
    expect(await listed(sub.id)).toBe(before);
    await app.db.update(products).set({ active: true }).where(eq(products.id, piece.id));
    expect(await staleRows(app)).toBe(0);

    // The sub category and everything it holds move under another main category.
    const otherBefore = await listed(otherRoot.id);
    await app.db.update(categories).set({ parentId: otherRoot.id }).where(eq(categories.id, sub.id));
    expect(await listed(otherRoot.id)).toBe(otherBefore + (await listed(sub.id)));
    expect(await staleRows(app)).toBe(0);
  });

  it.runIf(process.env.DATABASE_URL)(
    "stays right when filings of the same products change in parallel transactions",
    async () => {
      const subs = await app.db
        .select({ id: categories.id })
        .from(categories)
        .where(isNotNull(categories.parentId))
        .limit(4);
      const pieces = await app.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.active, true))
        .limit(3);
      const pairs = pieces.flatMap((piece) =>
        subs.map((sub) => ({ productId: piece.id, categoryId: sub.id })),
      );
      await app.db.insert(productSubcategories).values(pairs).onConflictDoNothing();
      // Each product's filings change in several transactions at once: half are removed, half removed and
      // filed again; a removal seen by one transaction and not by another leaves a stale row without the lock.
      const changes = pairs.map(({ productId, categoryId }, n) =>
        app.db.transaction(async (tx) => {
          await tx
            .delete(productSubcategories)
            .where(
              and(
                eq(productSubcategories.productId, productId),
                eq(productSubcategories.categoryId, categoryId),
              ),
            );
          await tx.execute(sql`select pg_sleep(0.005)`);
          if (n % 2 === 0) await tx.insert(productSubcategories).values({ productId, categoryId });
          await tx.execute(sql`select pg_sleep(0.005)`);
        }),
      );
      await Promise.all(changes);
      expect(await staleRows(app)).toBe(0);
    },
  );
});
