import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { type PreparedRead, prepareRead, readRows, readText } from "../../db/json-read";
import { textArrayLiteral } from "../../db/transaction";
import { PRICE_MAX, PRICE_MIN, type Sort } from "./product-list.schemas";

/**
 * Which products a listing starts from: a category subtree, its root found by id or by name (several
 * roots when the name is filed under several tags), or the best sellers.
 */
export type ListingScope =
  | { kind: "categories"; id: number }
  | { kind: "categories"; name: string }
  | { kind: "bestseller" };

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

/**
 * How a value enters a statement: as a parameter of its own (`inline`, for statements built per call) or as
 * a named placeholder whose value is kept in `args` (for statements compiled once per shape, prepareRead).
 */
type Bind = (name: string, value: unknown) => SQL;
const inline: Bind = (_name, value) => sql`${value}`;
function named(args: Record<string, unknown>): Bind {
  return (name, value) => {
    args[name] = value;
    return sql`${sql.placeholder(name)}`;
  };
}

/**
 * A colour's price within the band. The whole range (no price filter, nearly every listing) is written as
 * literals: as parameters the generic plan guessed it keeps 0.5% of the colours and built the listing around
 * the price index, nested-looping into products per colour (1.25 ms against 0.22 on the demo catalogue).
 */
function priceWithin(minPrice: number, maxPrice: number, bind: Bind): SQL {
  if (minPrice === PRICE_MIN * 100 && maxPrice === PRICE_MAX * 100)
    return sql.raw(`v.selling_price between ${PRICE_MIN * 100} and ${PRICE_MAX * 100}`);
  return sql`v.selling_price between ${bind("minPrice", minPrice)} and ${bind("maxPrice", maxPrice)}`;
}

/** Units sold on paid orders, per product. */
const SOLD = sql`sold as (
  select ol.product_id, sum(ol.quantity)::int as units
  from order_lines ol join orders o on o.id = ol.order_id and o.status = 'paid'
  where ol.product_id is not null
  group by ol.product_id
)`;

/**
 * The cards of a `page(product_id, variant_id, ord)` CTE as `cards(ord, card)`: each card is its JSON
 * text as product_cards keeps it (catalog.tables.ts; migration 0008 keeps it current), in the shape and
 * key order of ProductListItem, so the server sends it without parsing it.
 */
const CARDS = sql`cards(ord, card) as (
  select pg.ord, pc.card from page pg join product_cards pc on pc.variant_id = pg.variant_id
)`;

/** The cards of `cards(ord, card)` as one JSON array's text, in page order. */
const CARD_ARRAY = sql`'[' || coalesce((select string_agg(card, ',' order by ord) from cards), '') || ']'`;

/** The first colour (staff order) stands for a product where no filter picks one. */
const FIRST_VARIANT = sql`(select fv.id from product_variants fv where fv.product_id = p.id order by fv.sort, fv.id limit 1)`;

/**
 * CTEs `roots(id, banner, sort)` (the categories asked for; none for the best sellers) and `in_scope(id)`
 * (the active products they hold: filed under them or any of their descendants, migration 0013).
 */
function scopeCtes(scope: ListingScope, bind: Bind): SQL {
  if (scope.kind === "bestseller") {
    // Best sellers: pieces that sold on paid orders, or that staff mark trending before anything sells.
    return sql`${SOLD},
      roots(id, banner, sort) as (select null::int, null::text, null::int where false),
      in_scope as (
        select p.id from products p left join sold s on s.product_id = p.id
        where p.active and (s.units > 0 or p.trending)
      )`;
  }
  const match =
    "id" in scope
      ? sql`id = ${bind("scopeId", scope.id)}`
      : sql`lower(name) = lower(${bind("scopeName", scope.name)}::text)`;
  // The products each category holds (itself, its descendants, filings) are kept in category_products.
  return sql`roots(id, banner, sort) as (select id, banner, sort from categories where ${match}),
    in_scope(id) as (
      select cp.product_id from category_products cp where cp.category_id in (select id from roots)
    )`;
}

/** True when the listing's categories exist (the best sellers always do). */
const scopeFound = (scope: ListingScope) =>
  scope.kind === "bestseller" ? sql`true` : sql`exists (select 1 from roots)`;

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

const readSearch = prepareRead<{ words: string; limit: number }>(
  sql`select cards, product_ids from catalog_search(${sql.placeholder("words")}::text[], ${sql.placeholder("limit")})`,
);

/** Cards as one JSON array's text, and the products they show (for the cache's tags). */
export type CardList = { json: string; productIds: number[] };

/** The filter sidebar's raw values (filterFacets); products.service.ts shapes them. */
export type Facets = {
  sizes: string[] | null;
  colors: string[] | null;
  weights: number[] | null;
  min_price: number | null;
  max_price: number | null;
  categories: { id: number; name: string; count: number }[];
  banner: string | null;
  roots: number[];
};

/** Compiled listing statements by shape (listingShape): the values are placeholders, bound per call. */
const listingReads = new Map<string, PreparedRead<Record<string, unknown>>>();
const MAX_LISTING_SHAPES = 256;

/** What decides a listing statement's text: the scope's kind, the sort and which filters are on. */
function listingShape(scope: ListingScope, filters: ListingFilters, sort: Sort): string {
  const scopeKey = scope.kind === "bestseller" ? "best" : "id" in scope ? "id" : "name";
  const bands = filters.weights.map((band) => (band.to === null ? "o" : "c")).join("");
  const price = filters.minPrice === PRICE_MIN * 100 && filters.maxPrice === PRICE_MAX * 100 ? "" : "p";
  return [
    scopeKey,
    sort,
    filters.subcategoryIds.length > 0 ? "sub" : "",
    bands,
    price,
    filters.colors.length > 0 ? "colour" : "",
    filters.sizes.length > 0 ? "size" : "",
  ].join("|");
}

/**
 * The listing's whole answer ({products, totalCount, totalPages} as JSON text), the products shown and the
 * roots, in one statement; values enter through `bind`. A card is the cheapest colour that passes the
 * filters; the product counts once however many colours match.
 */
function listingStatement(
  scope: ListingScope,
  filters: ListingFilters,
  sort: Sort,
  page: { limit: number; offset: number },
  bind: Bind,
): SQL {
  const conditions: SQL[] = [];
  if (filters.subcategoryIds.length > 0) {
    conditions.push(sql`(
      p.category_id in (select id from picked)
      or p.id in (select ps.product_id from product_subcategories ps where ps.category_id in (select id from picked))
    )`);
  }
  if (filters.weights.length > 0) {
    const bands = filters.weights.map((band, n) =>
      band.to === null
        ? sql`p.weight_grams >= ${bind(`weightFrom${n}`, band.from)}`
        : sql`(p.weight_grams >= ${bind(`weightFrom${n}`, band.from)} and p.weight_grams < ${bind(`weightTo${n}`, band.to)})`,
    );
    conditions.push(sql`(${sql.join(bands, sql` or `)})`);
  }
  const variantConditions: SQL[] = [priceWithin(filters.minPrice, filters.maxPrice, bind)];
  if (filters.colors.length > 0) {
    const colours = textArrayLiteral(filters.colors.map((color) => color.toLowerCase()));
    variantConditions.push(sql`lower(v.name) = any(${bind("colours", colours)}::text[])`);
  }
  if (filters.sizes.length > 0) {
    variantConditions.push(sql`exists (
      select 1 from variant_stock vs
      where vs.variant_id = v.id and vs.quantity > 0 and vs.size = any(${bind("sizes", textArrayLiteral(filters.sizes))}::text[])
    )`);
  }
  const needsSold = sort === "Best" && scope.kind !== "bestseller";
  const ctes: SQL[] = [scopeCtes(scope, bind)];
  if (needsSold) ctes.push(SOLD);
  if (filters.subcategoryIds.length > 0) {
    ctes.push(sql`picked(id) as (
      select id from categories where id = any(${bind("subcategories", `{${filters.subcategoryIds.join(",")}}`)}::int[])
      union
      select c.id from categories c join picked k on c.parent_id = k.id
    )`);
  }
  const soldJoin = sort === "Best" ? sql`left join sold s on s.product_id = cd.product_id` : sql``;
  const limit = bind("limit", page.limit);
  return sql`
    with recursive ${sql.join(ctes, sql`, `)},
    candidates as (
      select p.id from products p
      where p.id in (select id from in_scope) ${conditions.length > 0 ? sql`and ${sql.join(conditions, sql` and `)}` : sql``}
    ),
    matched as (
      select distinct on (v.product_id) v.product_id, v.id as variant_id, v.selling_price
      from product_variants v
      where v.product_id in (select id from candidates) and ${sql.join(variantConditions, sql` and `)}
      order by v.product_id, v.selling_price, v.sort, v.id
    ),
    page as (
      select cd.product_id, cd.variant_id, row_number() over (order by ${sortOrder(sort)}) as ord
      from matched cd join products p on p.id = cd.product_id ${soldJoin}
      order by ${sortOrder(sort)}
      limit ${limit} offset ${bind("offset", page.offset)}
    ),
    ${CARDS}
    select case when ${scopeFound(scope)} then
      '{"products":' || ${CARD_ARRAY} || ',"totalCount":' || t.total
        || ',"totalPages":' || (t.total + ${limit} - 1) / ${limit} || '}'
    end,
    array(select product_id from page order by ord), array(select id from roots)
    from (select count(*)::int as total from matched) t`;
}

export function createProductsRepository(db: Database) {
  return {
    /**
     * The listing's answer (listingStatement), or null json when its category does not exist; its
     * statement is compiled once per shape.
     */
    async listingJson(
      scope: ListingScope,
      filters: ListingFilters,
      sort: Sort,
      page: { limit: number; offset: number },
    ): Promise<{ json: string | null; productIds: number[]; rootIds: number[] }> {
      const args: Record<string, unknown> = {};
      const statement = listingStatement(scope, filters, sort, page, named(args));
      const key = listingShape(scope, filters, sort);
      let read = listingReads.get(key);
      if (!read) {
        read = prepareRead(statement);
        // Shapes are few (sorts, which filters are on); a flood of odd weight bands is not kept.
        if (listingReads.size < MAX_LISTING_SHAPES) listingReads.set(key, read);
      }
      const [row] = await read(db, args);
      return {
        json: (row?.[0] as string | null) ?? null,
        productIds: (row?.[1] as number[]) ?? [],
        rootIds: (row?.[2] as number[]) ?? [],
      };
    },

    /**
     * What the filter sidebar can offer, in one statement: values taken from the active products in
     * scope, the sub categories (children of the roots; for the best sellers, their main categories)
     * with how many active products each holds, and the first root's banner. Null when the category
     * does not exist.
     */
    async filterFacets(scope: ListingScope): Promise<Facets | null> {
      const counts =
        scope.kind === "bestseller"
          ? sql`select c.id, c.name, count(*)::int as count
              from products p join categories c on c.id = p.category_id
              where p.id in (select id from in_scope)
              group by c.id, c.name, c.sort
              order by c.sort, c.name, c.id`
          : sql`with recursive tree(child, id) as (
                select c.id, c.id from categories c where c.parent_id in (select id from roots)
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
              order by c.sort, c.name, c.id`;
      const text = await readText(
        db,
        sql`
        with recursive ${scopeCtes(scope, inline)},
        scoped_variants as (select v.* from product_variants v where v.product_id in (select id from in_scope))
        select case when ${scopeFound(scope)} then json_build_object(
          'sizes', (select array_agg(distinct vs.size) from variant_stock vs
            where vs.quantity > 0 and vs.variant_id in (select id from scoped_variants)),
          'colors', (select array_agg(distinct sv.name) from scoped_variants sv),
          'weights', (select array_agg(distinct p.weight_grams) from products p where p.id in (select id from in_scope)),
          'min_price', (select min(sv.selling_price) from scoped_variants sv),
          'max_price', (select max(sv.selling_price) from scoped_variants sv),
          'categories', (select coalesce(json_agg(counted), '[]') from (${counts}) counted),
          'banner', (select banner from roots where banner <> '' order by sort, id limit 1),
          'roots', (select coalesce(array_agg(id), '{}') from roots)
        )::text end`,
      );
      return text === null ? null : (JSON.parse(text) as Facets);
    },

    /**
     * Active products whose name (first), category or search document matches the words; each word is
     * matched on its own so 'banars saree' needs both a Banarasi and a saree to rank first. The search is
     * the database function catalog_search (migration 0011): candidates from indexes, scored and carded.
     */
    async searchJson(words: string[], limit: number): Promise<CardList> {
      const [row] = await readSearch(db, { words: textArrayLiteral(words), limit });
      return { json: (row?.[0] as string) ?? "[]", productIds: (row?.[1] as number[]) ?? [] };
    },

    /** Trending pieces for the home page: staff-marked, best rated and newest first. */
    async trendingJson(limit: number): Promise<CardList> {
      const [row] = await readRows(
        db,
        sql`
        with page as (
          select p.id as product_id, ${FIRST_VARIANT} as variant_id,
            row_number() over (order by p.rating desc, p.created_at desc, p.id desc) as ord
          from products p
          where p.active and p.trending
          order by ord
          limit ${limit}
        ),
        ${CARDS}
        select ${CARD_ARRAY}, array(select product_id from page order by ord)`,
      );
      return { json: (row?.[0] as string) ?? "[]", productIds: (row?.[1] as number[]) ?? [] };
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
