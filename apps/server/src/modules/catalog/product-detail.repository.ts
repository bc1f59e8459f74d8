import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { prepareRead } from "../../db/json-read";

export const RELATED_LIMIT = 8;
/** The page lists the newest reviews; the count and average cover them all. */
export const REVIEW_LIMIT = 50;

/** A list's rows as one JSON array's text, compact as JSON.stringify writes it (json_agg adds spaces). */
const jsonArray = (rowJson: string, order: string) =>
  sql.raw(`'[' || coalesce(string_agg(${rowJson}, ',' order by ${order}), '') || ']'`);
/** Rupees as JavaScript divides paise, printed shortest like JSON.stringify. */
const rupees = (paise: string) => sql.raw(`${paise}::float8 / 100`);
/** @boutique/shared discountPercent: a whole percent, 0 without a saving; rounded as Math.round does. */
const discount = (regular: string, selling: string) =>
  sql.raw(
    `case when ${regular} <= 0 or ${selling} >= ${regular} then 0 else floor((${regular} - ${selling}) * 100::float8 / ${regular} + 0.5)::int end`,
  );
/** A timestamp as toISOString prints it. */
const isoDate = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const productId = sql.placeholder("productId");
const colourId = sql.placeholder("colourId");

/**
 * The product page's whole answer (ProductDetailResponse, @boutique/shared) as JSON text, in one
 * statement whatever the number of colours, pictures, sizes or reviews; no row when the product is not
 * an active product with a colour. Keys in the schema's order, so the text is what the compiled
 * serializer wrote before (decision 030). Compiled once (prepareRead).
 */
const readDetail = prepareRead<{ productId: number; colourId: number | null }>(
  sql`
        with prod as (
          select p.*, c.id as c_id, c.name as c_name, c.tag as c_tag, c.kind as c_kind, c.has_sizes,
            c.customization, c.customization_values, c.is_lehenga_waist, c.is_lehenga_length, c.is_height,
            c.is_sleeve_length, c.is_padding, c.is_saree_length, c.is_saree_waist, c.is_petti_coat
          from products p join categories c on c.id = p.category_id
          where p.id = ${productId} and p.active
        ),
        colours as (
          select v.*, row_number() over (order by v.sort, v.id) as n,
            coalesce((select sum(s.quantity) from variant_stock s where s.variant_id = v.id), 0)::int as stock
          from product_variants v where v.product_id = (select id from prod)
        ),
        selected as (select * from colours order by coalesce(id = ${colourId}, false) desc, n limit 1),
        -- Each colour's gallery in staff order; an older colour's cover (first) or video link (last)
        -- without a gallery row of its own is added.
        media as (
          select v.id as variant_id, m.* from colours v
          cross join lateral (
            select 1 as grp, vm.sort, vm.id, vm.file as image, vm.kind as type
            from variant_media vm where vm.variant_id = v.id
            union all
            select 0, 0, 0, v.image, 'image'
            where v.image <> '' and not exists (select 1 from variant_media vm where vm.variant_id = v.id and vm.file = v.image)
            union all
            select 2, 0, 0, v.video_url, 'video'
            where v.video_url <> '' and not exists (
              select 1 from variant_media vm where vm.variant_id = v.id and vm.file = v.video_url
            ) and v.video_url is distinct from v.image
          ) m
        ),
        media_lists as (
          select variant_id,
            ${jsonArray("row_to_json((select x from (select media.id, media.image, media.type) x))::text", "grp, sort, id")} as items,
            (array_agg(image order by grp, sort, id) filter (where type = 'image'))[1] as first_image
          from media group by variant_id
        ),
        -- The category's other active pieces with a colour, best rated first, each shown by its first colour:
        -- ordered on the products' columns, so only the first few look their colour up.
        related as (
          select r.*, row_number() over (order by r.rating desc, r.created_at desc, r.id desc) as n
          from (
            select p.id, p.name, fc.image, fc.name as color,
              ${rupees("fc.selling_price")} as selling_price, ${rupees("fc.regular_price")} as regular_price,
              ${discount("fc.regular_price", "fc.selling_price")} as discount, p.rating, p.created_at
            from products p
            cross join lateral (
              select v.name, v.image, v.selling_price, v.regular_price from product_variants v
              where v.product_id = p.id order by v.sort, v.id limit 1
            ) fc
            where p.category_id = (select c_id from prod) and p.active and p.id <> ${productId}
            order by p.rating desc, p.created_at desc, p.id desc
            limit ${RELATED_LIMIT}
          ) r
        ),
        visible_reviews as (
          select r.id, u.first_name as name, u.last_name, ${isoDate("r.created_at")} as review_date, r.rating,
            r.title, r.message as comment, r.media as image, r.media_kind as media_type,
            row_number() over (order by r.created_at desc, r.id desc) as n
          from reviews r join users u on u.id = r.user_id
          where r.product_id = ${productId} and not r.hidden
          order by n limit ${REVIEW_LIMIT}
        ),
        sizes as (
          select s.id, s.size, s.tooltip, s.quantity,
            array_position(array['XS','S','M','L','XL','XXL','Free']::text[], s.size) as n
          from variant_stock s where s.variant_id = (select id from selected)
        )
        -- The lists are JSON texts already: joined as text, not cast to json (which parses them again)
        -- for row_to_json; keys in the schema's order.
        select '{"product":' || answer.product::text || ',"related":' || answer.related
          || ',"reviews":' || answer.reviews || ',"sizes":' || answer.sizes
          || ',"colorVariants":' || answer.colour_variants || '}', p.c_id
        from prod p cross join selected sel
        left join media_lists sm on sm.variant_id = sel.id
        cross join lateral (
          select
            row_to_json((select x from (select p.id, p.id as product_id, sel.id as variant_id, p.name, p.style_no,
              p.description, p.rich_description,
              row_to_json((select c from (select p.c_id as id, p.c_name as name, p.c_tag as tag, p.c_kind as kind,
                p.has_sizes, p.customization, p.customization_values, p.is_lehenga_waist, p.is_lehenga_length,
                p.is_height, p.is_sleeve_length, p.is_padding, p.is_saree_length, p.is_saree_waist,
                p.is_petti_coat) c)) as category,
              p.c_tag as tag, sel.name as color, coalesce(sm.first_image, sel.image) as image,
              ${rupees("sel.regular_price")} as regular_price, ${rupees("sel.selling_price")} as selling_price,
              ${discount("sel.regular_price", "sel.selling_price")} as discount, sel.stock as quantity, p.rating,
              (select count(*)::int from reviews r where r.product_id = p.id and not r.hidden) as review_count,
              p.weight_grams as weight, 'Y' as active, ${isoDate("p.created_at")} as created) x)) as product,
            (select ${jsonArray("row_to_json((select x from (select r.id, r.name, r.image, r.color, r.selling_price, r.regular_price, r.discount, r.rating) x))::text", "r.n")} from related r) as related,
            (select ${jsonArray("row_to_json((select x from (select r.id, r.name, r.last_name, r.review_date, r.rating, r.title, r.comment, r.image, r.media_type) x))::text", "r.n")} from visible_reviews r) as reviews,
            (select ${jsonArray("row_to_json((select x from (select s.id, s.size, s.tooltip, s.quantity) x))::text", "coalesce(s.n, 99)")} from sizes s) as sizes,
            (select ${jsonArray(
              "row_to_json((select x from (select v.id, v.name, v.selling_price::float8 / 100 as selling_price, v.regular_price::float8 / 100 as regular_price, case when v.regular_price <= 0 or v.selling_price >= v.regular_price then 0 else floor((v.regular_price - v.selling_price) * 100::float8 / v.regular_price + 0.5)::int end as discount, v.stock as quantity, coalesce(ml.items, '[]')::json as image) x))::text",
              "v.n",
            )} from colours v left join media_lists ml on ml.variant_id = v.id) as colour_variants
        ) answer`,
);

export function createProductDetailRepository(db: Database) {
  return {
    async detailJson(
      productId: number,
      colourId: number | null,
    ): Promise<{ json: string; categoryId: number } | null> {
      const [row] = await readDetail(db, { productId, colourId });
      return row ? { json: row[0] as string, categoryId: row[1] as number } : null;
    },
  };
}

export type ProductDetailRepository = ReturnType<typeof createProductDetailRepository>;
