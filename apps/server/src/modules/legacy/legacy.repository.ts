import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { rowsOf } from "../../db/transaction";

/** One product as the older template's reads want it; prices in paise, rating as products.rating, which follows the visible reviews. */
export type LegacyProductRow = {
  id: number;
  name: string;
  description: string;
  category: string;
  price: number;
  images: string[] | null;
  stock: number;
  ratings: number;
  reviews_count: number;
  created_at: Date | string;
};

export type LegacyReviewRow = {
  id: number;
  name: string;
  rating: number;
  comment: string;
  created_at: Date | string;
};

export type LegacyFilters = {
  keyword: string;
  /** Paise, inclusive; null = open. */
  minPrice: number | null;
  maxPrice: number | null;
  category: string | null;
  minRating: number | null;
};

/** A keyword word matches a name as the storefront search does: pg_trgm word similarity or a prefix. */
const WORD_MATCH = 0.4;

/**
 * Per active product: its cheapest colour's price, the images of its colours in staff order, the stock of
 * every colour and size, its rating (kept by the reviews service) and the count of the reviews staff have not hidden.
 */
const PRODUCT_SELECT = sql`
  select p.id, p.name, p.description, c.name as category, p.created_at,
    price.value as price, media.images, coalesce(stock.value, 0)::int as stock,
    p.rating::float as ratings, coalesce(rv.total, 0)::int as reviews_count
  from products p
  join categories c on c.id = p.category_id
  join lateral (select min(v.selling_price) as value from product_variants v where v.product_id = p.id) price on true
  left join lateral (
    select array_agg(coalesce(vm.file, v.image) order by v.sort, v.id, vm.sort, vm.id) filter (where coalesce(vm.file, v.image) is not null) as images
    from product_variants v left join variant_media vm on vm.variant_id = v.id and vm.kind = 'image'
    where v.product_id = p.id
  ) media on true
  left join lateral (
    select sum(vs.quantity) as value from variant_stock vs join product_variants v on v.id = vs.variant_id
    where v.product_id = p.id
  ) stock on true
  left join lateral (
    select count(*) as total from reviews r where r.product_id = p.id and not r.hidden
  ) rv on true`;

export function createLegacyRepository(db: Database) {
  return {
    async findProduct(id: number): Promise<LegacyProductRow | undefined> {
      const result = await db.execute(
        sql`${PRODUCT_SELECT} where p.id = ${id} and p.active and price.value is not null`,
      );
      return rowsOf<LegacyProductRow>(result)[0];
    },

    async listReviews(productId: number): Promise<LegacyReviewRow[]> {
      const result = await db.execute(sql`
        select r.id, trim(u.first_name || ' ' || coalesce(u.last_name, '')) as name, r.rating,
          r.message as comment, r.created_at
        from reviews r join users u on u.id = r.user_id
        where r.product_id = ${productId} and not r.hidden
        order by r.created_at desc, r.id desc
        limit 50`);
      return rowsOf<LegacyReviewRow>(result);
    },

    /** Every active product with a colour to sell: the template's productsCount. */
    async countProducts(): Promise<number> {
      const result = await db.execute(sql`
        select count(*)::int as total from products p
        where p.active and exists (select 1 from product_variants v where v.product_id = p.id)`);
      return rowsOf<{ total: number }>(result)[0]?.total ?? 0;
    },

    /** One page of matching products, newest first, and how many match in all. */
    async listProducts(
      filters: LegacyFilters,
      page: { limit: number; offset: number },
    ): Promise<{ total: number; rows: LegacyProductRow[] }> {
      const conditions: SQL[] = [sql`p.active`, sql`price.value is not null`];
      for (const word of filters.keyword.split(/\s+/).filter(Boolean)) {
        conditions.push(
          sql`(word_similarity(${word}, p.name) >= ${WORD_MATCH} or p.name ilike ${`%${word.replace(/[%_\\]/g, "\\$&")}%`})`,
        );
      }
      if (filters.minPrice !== null) conditions.push(sql`price.value >= ${filters.minPrice}`);
      if (filters.maxPrice !== null) conditions.push(sql`price.value <= ${filters.maxPrice}`);
      if (filters.minRating !== null) conditions.push(sql`p.rating >= ${filters.minRating}`);
      if (filters.category !== null) {
        // The named category and everything under it, whatever the tag.
        conditions.push(sql`p.category_id in (
          with recursive scope(id) as (
            select id from categories where lower(name) = lower(${filters.category})
            union select c2.id from categories c2 join scope s on c2.parent_id = s.id
          ) select id from scope)`);
      }
      // Filters, count and page on the product rows alone; images, stock and review counts are
      // gathered for the page's rows only, not for every match.
      const matched = sql`
        select p.id, p.created_at from products p
        join lateral (select min(v.selling_price) as value from product_variants v where v.product_id = p.id) price on true
        where ${sql.join(conditions, sql` and `)}`;
      const result = await db.execute(sql`
        with matched as (${matched}),
        page as (select id from matched order by created_at desc, id desc limit ${page.limit} offset ${page.offset})
        select (select count(*)::int from matched) as total, m.*
        from (${PRODUCT_SELECT} where p.id in (select id from page)) m
        order by m.created_at desc, m.id desc`);
      const rows = rowsOf<LegacyProductRow & { total: number }>(result);
      if (rows.length > 0) return { total: rows[0].total, rows };
      const count = await db.execute(sql`select count(*)::int as total from (${matched}) matched`);
      return { total: rowsOf<{ total: number }>(count)[0]?.total ?? 0, rows: [] };
    },
  };
}
