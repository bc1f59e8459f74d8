import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { ProductCardRow } from "./product-list.presenter";
import type { Sort } from "./product-list.schemas";

/** Which products a listing starts from: a category subtree (several roots when looked up by name) or the best sellers. */
export type ListingScope = { kind: "categories"; rootIds: number[] } | { kind: "bestseller" };

export type ListingFilters = {
  sizes: string[];
  colors: string[];
  /** Inclusive lower, exclusive upper bound in grams; null = no upper bound. */
  weights: { from: number; to: number | null }[];
  subcategoryIds: number[];
  /** Paise, inclusive. */
  minPrice: number;
  maxPrice: number;
};

export type CategoryRef = { id: number; name: string; banner: string | null };

/** Same order as SIZES in catalog.tables.ts: XS..XXL as the spec orders them, then one-size. */
const SIZE_ORDER = sql`array['XS','S','M','L','XL','XXL','Free']::text[]`;
/**
 * A query word matches a name when pg_trgm's word similarity reaches this: 'lehnga' scores 0.5 against
 * 'Lehenga' and 0.43 against 'Lehengas', while 'saree' scores 0.33 against 'Salwar Suit'.
 */
const WORD_MATCH = 0.4;

const intArray = (values: number[]) => sql`${`{${values.join(",")}}`}::int[]`;
const textArray = (values: string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;

/** Units sold on paid orders, per product. */
const SOLD = sql`sold as (
  select ol.product_id, sum(ol.quantity)::int as units
  from order_lines ol join orders o on o.id = ol.order_id and o.status = 'paid'
  where ol.product_id is not null
  group by ol.product_id
)`;

/**
 * The card fields of the rows of a `page(product_id, variant_id, ord)` CTE: gallery and stock are
 * aggregated per card with lateral joins, so a page of any size costs one statement.
 */
const CARD_SELECT = sql`
  select pg.ord, p.id as product_id, v.id as variant_id, p.name, p.style_no, p.description,
    p.rich_description, p.weight_grams, p.rating, p.created_at, p.active,
    c.id as category_id, c.name as category, c.tag, c.customization, c.customization_values,
    c.is_lehenga_waist, c.is_lehenga_length, c.is_height, c.is_sleeve_length, c.is_padding,
    c.is_saree_length, c.is_saree_waist, c.is_petti_coat,
    v.name as color, v.image as variant_image, v.video_url, v.regular_price, v.selling_price,
    m.images, m.video, st.sizes, coalesce(st.quantity, 0)::int as quantity
  from page pg
  join products p on p.id = pg.product_id
  join product_variants v on v.id = pg.variant_id
  join categories c on c.id = p.category_id
  left join lateral (
    select array_agg(vm.file order by vm.sort, vm.id) filter (where vm.kind = 'image') as images,
      (array_agg(vm.file order by vm.sort, vm.id) filter (where vm.kind = 'video'))[1] as video
    from variant_media vm where vm.variant_id = v.id
  ) m on true
  left join lateral (
    select array_agg(vs.size order by array_position(${SIZE_ORDER}, vs.size)) filter (where vs.quantity > 0) as sizes,
      sum(vs.quantity) as quantity
    from variant_stock vs where vs.variant_id = v.id
  ) st on true`;

/** The first colour (staff order) stands for a product where no filter picks one. */
const FIRST_VARIANT = sql`(select fv.id from product_variants fv where fv.product_id = p.id order by fv.sort, fv.id limit 1)`;

/** CTEs `scope(id)` (the roots and every descendant) and `in_scope(id)` (active products filed anywhere in it). */
function scopeCtes(scope: ListingScope): SQL {
  if (scope.kind === "bestseller") {
    // Best sellers: pieces that sold on paid orders, or that staff mark trending before anything sells.
    return sql`${SOLD},
      in_scope as (
        select p.id from products p left join sold s on s.product_id = p.id
        where p.active and (s.units > 0 or p.trending)
      )`;
  }
  return sql`scope(id) as (
      select id from categories where id = any(${intArray(scope.rootIds)})
      union
      select c.id from categories c join scope s on c.parent_id = s.id
    ),
    in_scope as (
      select p.id from products p
      where p.active and (
        p.category_id in (select id from scope)
        or p.id in (select ps.product_id from product_subcategories ps where ps.category_id in (select id from scope))
      )
    )`;
}

function sortOrder(sort: Sort): SQL {
  switch (sort) {
    case "LtH":
      return sql`cd.selling_price asc, p.created_at desc, p.id desc`;
    case "HtL":
      return sql`cd.selling_price desc, p.created_at desc, p.id desc`;
    case "Best":
      return sql`coalesce(s.units, 0) desc, p.rating desc, p.trending desc, p.created_at desc, p.id desc`;
    default:
      return sql`p.created_at desc, p.id desc`;
  }
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export function createProductsRepository(db: Database) {
  return {
    findCategoryById(id: number): Promise<CategoryRef | undefined> {
      return db
        .execute(sql`select id, name, banner from categories where id = ${id}`)
        .then((result) => rowsOf<CategoryRef>(result)[0]);
    },

    /** Every category of that name, whatever the tag (Fabrics is filed under Women and Men). */
    findCategoriesByName(name: string): Promise<CategoryRef[]> {
      return db
        .execute(
          sql`select id, name, banner from categories where lower(name) = lower(${name}) order by sort, id`,
        )
        .then((result) => rowsOf<CategoryRef>(result));
    },

    /**
     * One page of cards and the total, in one statement. A card is the cheapest colour that passes
     * the filters; the product counts once however many colours match.
     */
    async listCards(
      scope: ListingScope,
      filters: ListingFilters,
      sort: Sort,
      page: { limit: number; offset: number },
    ): Promise<{ total: number; rows: ProductCardRow[] }> {
      const conditions: SQL[] = [];
      if (filters.subcategoryIds.length > 0) {
        conditions.push(sql`(
          p.category_id in (select id from picked)
          or p.id in (select ps.product_id from product_subcategories ps where ps.category_id in (select id from picked))
        )`);
      }
      if (filters.weights.length > 0) {
        const bands = filters.weights.map((band) =>
          band.to === null
            ? sql`p.weight_grams >= ${band.from}`
            : sql`(p.weight_grams >= ${band.from} and p.weight_grams < ${band.to})`,
        );
        conditions.push(sql`(${sql.join(bands, sql` or `)})`);
      }
      const variantConditions: SQL[] = [
        sql`v.selling_price between ${filters.minPrice} and ${filters.maxPrice}`,
      ];
      if (filters.colors.length > 0) {
        variantConditions.push(
          sql`lower(v.name) = any(${textArray(filters.colors.map((color) => color.toLowerCase()))})`,
        );
      }
      if (filters.sizes.length > 0) {
        variantConditions.push(sql`exists (
          select 1 from variant_stock vs
          where vs.variant_id = v.id and vs.quantity > 0 and vs.size = any(${textArray(filters.sizes)})
        )`);
      }
      const needsSold = sort === "Best" && scope.kind !== "bestseller";
      const ctes: SQL[] = [scopeCtes(scope)];
      if (needsSold) ctes.push(SOLD);
      if (filters.subcategoryIds.length > 0) {
        ctes.push(sql`picked(id) as (
          select id from categories where id = any(${intArray(filters.subcategoryIds)})
          union
          select c.id from categories c join picked k on c.parent_id = k.id
        )`);
      }
      const soldJoin = sort === "Best" ? sql`left join sold s on s.product_id = cd.product_id` : sql``;
      const result = await db.execute(sql`
        with recursive ${sql.join(ctes, sql`, `)},
        candidates as (
          select p.id from products p
          where p.id in (select id from in_scope) ${conditions.length > 0 ? sql`and ${sql.join(conditions, sql` and `)}` : sql``}
        ),
        cards as (
          select distinct on (v.product_id) v.product_id, v.id as variant_id, v.selling_price
          from product_variants v
          where v.product_id in (select id from candidates) and ${sql.join(variantConditions, sql` and `)}
          order by v.product_id, v.selling_price, v.sort, v.id
        ),
        page as (
          select cd.product_id, cd.variant_id, row_number() over (order by ${sortOrder(sort)}) as ord
          from cards cd join products p on p.id = cd.product_id ${soldJoin}
          order by ${sortOrder(sort)}
          limit ${page.limit} offset ${page.offset}
        )
        select t.total, card.*
        from (select count(*)::int as total from cards) t
        left join lateral (${CARD_SELECT}) card on true
        order by card.ord`);
      const rows = rowsOf<ProductCardRow & { total: number; ord: number | null }>(result);
      const total = Number(rows[0]?.total ?? 0);
      // With an empty page the lateral join still yields the totals row, with no card in it.
      return { total, rows: rows.filter((row) => row.ord !== null) };
    },

    /** What the filter sidebar can offer: values taken from the active products in scope. */
    async listFacets(scope: ListingScope) {
      const result = await db.execute(sql`
        with recursive ${scopeCtes(scope)},
        scoped_variants as (select v.* from product_variants v where v.product_id in (select id from in_scope))
        select
          (select array_agg(distinct vs.size) from variant_stock vs
            where vs.quantity > 0 and vs.variant_id in (select id from scoped_variants)) as sizes,
          (select array_agg(distinct sv.name) from scoped_variants sv) as colors,
          (select array_agg(distinct p.weight_grams) from products p where p.id in (select id from in_scope)) as weights,
          (select min(sv.selling_price) from scoped_variants sv)::int as min_price,
          (select max(sv.selling_price) from scoped_variants sv)::int as max_price`);
      return rowsOf<{
        sizes: string[] | null;
        colors: string[] | null;
        weights: number[] | null;
        min_price: number | null;
        max_price: number | null;
      }>(result)[0];
    },

    /** Sub categories (children of the roots) with how many active products each holds. */
    async listSubcategoryCounts(rootIds: number[]) {
      const result = await db.execute(sql`
        with recursive tree(child, id) as (
          select c.id, c.id from categories c where c.parent_id = any(${intArray(rootIds)})
          union
          select t.child, c.id from categories c join tree t on c.parent_id = t.id
        ),
        filed(product_id, category_id) as (
          select p.id, p.category_id from products p where p.active
          union
          select ps.product_id, ps.category_id from product_subcategories ps
          join products p on p.id = ps.product_id and p.active
        )
        select c.id, c.name, count(distinct f.product_id)::int as count
        from categories c
        join tree t on t.child = c.id
        join filed f on f.category_id = t.id
        group by c.id, c.name, c.sort
        order by c.sort, c.name, c.id`);
      return rowsOf<{ id: number; name: string; count: number }>(result);
    },

    /** Main categories of the best sellers, for the Bestseller page's sidebar. */
    async listBestsellerCategoryCounts() {
      const result = await db.execute(sql`
        with ${scopeCtes({ kind: "bestseller" })}
        select c.id, c.name, count(*)::int as count
        from products p join categories c on c.id = p.category_id
        where p.id in (select id from in_scope)
        group by c.id, c.name, c.sort
        order by c.sort, c.name, c.id`);
      return rowsOf<{ id: number; name: string; count: number }>(result);
    },

    /**
     * Active products whose name (first), category or search document matches the words; each word is
     * matched on its own so 'banars saree' needs both a Banarasi and a saree to rank first.
     */
    async searchCards(words: string[], limit: number): Promise<ProductCardRow[]> {
      const prefixQuery = words.map((word) => `${word}:*`).join(" & ");
      const result = await db.execute(sql`
        with words(w) as (select unnest(${textArray(words)})),
        category_hits as (
          select c.id, count(*)::int as hits
          from categories c join words on word_similarity(w, c.name) >= ${WORD_MATCH}
          group by c.id
        ),
        scored as (
          -- Each word is compared with each name once; the sums rank names that match more words first.
          select p.id, p.rating, p.created_at,
            count(*) filter (where ws.similarity >= ${WORD_MATCH} or ws.contained)::int as name_hits,
            sum(ws.similarity) as name_score,
            coalesce(max(ch.hits), 0) as category_hits,
            bool_or(p.search_document @@ tq.query) as document_hit
          from products p
          -- Parsed once, not per row.
          cross join (select to_tsquery('simple', ${prefixQuery}) as query) tq
          cross join lateral (
            select word_similarity(w, p.name) as similarity, strpos(lower(p.name), w) > 0 as contained from words
          ) ws
          left join category_hits ch on ch.id = p.category_id
          where p.active
          group by p.id
        ),
        page as (
          select p.id as product_id, ${FIRST_VARIANT} as variant_id,
            row_number() over (
              order by sc.name_hits desc, sc.name_score desc, sc.category_hits desc, sc.document_hit desc,
                sc.rating desc, sc.created_at desc, sc.id desc
            ) as ord
          from scored sc join products p on p.id = sc.id
          where sc.name_hits > 0 or sc.category_hits > 0 or sc.document_hit
          order by ord
          limit ${limit}
        )
        ${CARD_SELECT}
        order by pg.ord`);
      return rowsOf<ProductCardRow>(result);
    },

    /**
     * Cards for given products in the given order (first colour of each), active ones only: for
     * lists other modules keep (related products, recently viewed).
     */
    async listCardsByProductIds(productIds: number[]): Promise<ProductCardRow[]> {
      if (productIds.length === 0) return [];
      const result = await db.execute(sql`
        with page as (
          select p.id as product_id, ${FIRST_VARIANT} as variant_id, wanted.ord
          from unnest(${intArray(productIds)}) with ordinality as wanted(id, ord)
          join products p on p.id = wanted.id and p.active
        )
        ${CARD_SELECT}
        order by pg.ord`);
      return rowsOf<ProductCardRow>(result);
    },

    /** Trending pieces for the home page: staff-marked, best rated and newest first. */
    async listTrendingCards(limit: number): Promise<ProductCardRow[]> {
      const result = await db.execute(sql`
        with page as (
          select p.id as product_id, ${FIRST_VARIANT} as variant_id,
            row_number() over (order by p.rating desc, p.created_at desc, p.id desc) as ord
          from products p
          where p.active and p.trending
          order by ord
          limit ${limit}
        )
        ${CARD_SELECT}
        order by pg.ord`);
      return rowsOf<ProductCardRow>(result);
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
