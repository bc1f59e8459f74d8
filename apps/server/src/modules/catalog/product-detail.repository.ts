import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { prepareRead } from "../../db/json-read";

/**
 * The product page's whole answer (ProductDetailResponse, @boutique/shared) as the database keeps it: one
 * page per colour, made by the function product_page and kept current by triggers on everything a page shows
 * (migration 0012, decision 034). Opened on colour `colourId` when it is one of the product's, else on the
 * first colour; no row when the product is not active or has no colour.
 */
const readPage = prepareRead<{ productId: number; colourId: number | null }>(
  sql`select page, category_id from product_pages where product_id = ${sql.placeholder("productId")}
    order by variant_id = ${sql.placeholder("colourId")} desc nulls last, first desc limit 1`,
);

export function createProductDetailRepository(db: Database) {
  return {
    async detailJson(
      productId: number,
      colourId: number | null,
    ): Promise<{ json: string; categoryId: number } | null> {
      const [row] = await readPage(db, { productId, colourId });
      return row ? { json: row[0] as string, categoryId: row[1] as number } : null;
    },
  };
}

export type ProductDetailRepository = ReturnType<typeof createProductDetailRepository>;
