import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { productVariants, type Size, variantStock } from "./catalog.tables";
import { listConditions, pickedCte, rowsOf, type StockRow } from "./products-admin.repository";

/** The quick stock screen's reads and writes: stock per colour and size. */
export function createInventoryRepository(db: Database) {
  return {
    /** Colours with their stock per size, for the quick stock screen. */
    async listInventory(filters: { search?: string; limit: number; offset: number }) {
      const where = listConditions({ search: filters.search });
      const result = await db.execute(sql`
        ${pickedCte(undefined)},
        matched as (
          select v.id from product_variants v join products p on p.id = v.product_id where ${where}
        ),
        page as (
          select v.* from product_variants v join products p on p.id = v.product_id
          where v.id in (select id from matched)
          order by p.created_at desc, p.id desc, v.sort, v.id
          limit ${filters.limit} offset ${filters.offset}
        )
        select t.total, row.* from (select count(*)::int as total from matched) t
        left join lateral (
          select pg.id as variant_id, pg.name as color, pg.image, p.id as product_id, p.name as product_name,
            p.active, p.created_at, pg.sort,
            coalesce((select json_agg(json_build_object('size', vs.size, 'quantity', vs.quantity, 'tooltip', vs.tooltip)
              order by array_position(array['XS','S','M','L','XL','XXL','Free']::text[], vs.size))
              from variant_stock vs where vs.variant_id = pg.id), '[]'::json) as sizes
          from page pg join products p on p.id = pg.product_id
        ) row on true
        order by row.created_at desc, row.product_id desc, row.sort, row.variant_id`);
      const rows = rowsOf<{
        total: number;
        variant_id: number | null;
        color: string;
        image: string | null;
        product_id: number;
        product_name: string;
        active: boolean;
        sizes: StockRow[] | string;
      }>(result);
      return { total: Number(rows[0]?.total ?? 0), rows: rows.filter((row) => row.variant_id !== null) };
    },

    async existingVariantIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(inArray(productVariants.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** Sets each (colour, size) stock; a size the colour did not list yet is added. */
    async setStock(items: { variantId: number; size: Size; quantity: number }[]): Promise<void> {
      await db
        .insert(variantStock)
        .values(items)
        .onConflictDoUpdate({
          target: [variantStock.variantId, variantStock.size],
          set: { quantity: sql`excluded.quantity` },
        });
    },
  };
}
