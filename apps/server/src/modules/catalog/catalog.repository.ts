import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { orderLines, orders } from "../orders/orders.tables";
import { categories, products, type Tag } from "./catalog.tables";

export type CategoryRow = typeof categories.$inferSelect;

export function createCatalogRepository(db: Database) {
  return {
    /** Every category of one tag (or all), in display order; the service builds the tree. */
    listCategories(tag?: Tag): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .where(tag ? eq(categories.tag, tag) : undefined)
        .orderBy(asc(categories.sort), asc(categories.name), asc(categories.id));
    },

    /**
     * Main categories of active products ranked by units sold on paid orders; before anything has
     * sold, by the best rating of their trending products, then by how many they hold.
     */
    listBestsellerCategories(limit: number): Promise<CategoryRow[]> {
      const sold = db
        .select({
          productId: orderLines.productId,
          units: sql<number>`sum(${orderLines.quantity})::int`.as("units"),
        })
        .from(orderLines)
        .innerJoin(orders, and(eq(orders.id, orderLines.orderId), eq(orders.status, "paid")))
        .groupBy(orderLines.productId)
        .as("sold");
      const units = sql<number>`coalesce(sum(${sold.units}), 0)`;
      const bestRating = sql<number>`max(case when ${products.trending} then ${products.rating} else 0 end)`;
      return db
        .select({ category: categories })
        .from(categories)
        .innerJoin(products, and(eq(products.categoryId, categories.id), eq(products.active, true)))
        .leftJoin(sold, eq(sold.productId, products.id))
        .groupBy(categories.id)
        .orderBy(desc(units), desc(bestRating), desc(sql`count(${products.id})`), asc(categories.id))
        .limit(limit)
        .then((rows) => rows.map((row) => row.category));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
