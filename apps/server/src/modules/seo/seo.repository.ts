import { eq, max } from "drizzle-orm";
import type { Database } from "../../db/database";
import { categories, productSubcategories, products } from "../catalog/catalog.tables";

export type SitemapProduct = { id: number; name: string; updatedAt: Date };
export type SitemapCategory = { id: number; name: string; parentId: number | null; updatedAt: Date };
/** Per category: when its newest active product last changed (main category or sub category link). */
export type CategoryActivity = Map<number, Date>;

/** Read-only queries behind the sitemap. */
export function createSeoRepository(db: Database) {
  return {
    listActiveProducts(): Promise<SitemapProduct[]> {
      return db
        .select({ id: products.id, name: products.name, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.active, true))
        .orderBy(products.id);
    },

    listCategories(): Promise<SitemapCategory[]> {
      return db
        .select({
          id: categories.id,
          name: categories.name,
          parentId: categories.parentId,
          updatedAt: categories.updatedAt,
        })
        .from(categories)
        .orderBy(categories.id);
    },

    async listCategoryActivity(): Promise<CategoryActivity> {
      const [direct, linked] = await Promise.all([
        db
          .select({ categoryId: products.categoryId, latest: max(products.updatedAt) })
          .from(products)
          .where(eq(products.active, true))
          .groupBy(products.categoryId),
        db
          .select({ categoryId: productSubcategories.categoryId, latest: max(products.updatedAt) })
          .from(productSubcategories)
          .innerJoin(products, eq(products.id, productSubcategories.productId))
          .where(eq(products.active, true))
          .groupBy(productSubcategories.categoryId),
      ]);
      const activity: CategoryActivity = new Map();
      for (const row of [...direct, ...linked]) {
        if (!row.latest) continue;
        const latest = new Date(row.latest);
        const known = activity.get(row.categoryId);
        if (!known || known < latest) activity.set(row.categoryId, latest);
      }
      return activity;
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
