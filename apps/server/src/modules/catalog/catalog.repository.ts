import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { readText } from "../../db/json-read";
import type { Tag } from "./catalog.tables";

/** A category's fields as the menu shows them (catalog.schemas.ts CategoryFields, in that order). */
const fields = (alias: string) =>
  sql.raw(
    `${alias}.id, ${alias}.name, ${alias}.image, ${alias}.banner, ${alias}.description, ${alias}.type, ${alias}.tag, ${alias}.parent_id`,
  );

/** Rows of `from` (aliased `alias`) as one compact JSON array's text, in display order. */
const nodes = (alias: string, from: SQL, subcategories: SQL) => sql`(
  select '[' || coalesce(string_agg(
    row_to_json((select n from (select ${fields(alias)}, (${subcategories})::json as subcategories) n))::text,
    ',' order by ${sql.raw(`${alias}.sort, ${alias}.name, ${alias}.id`)}), '') || ']'
  from ${from})`;

export function createCatalogRepository(db: Database) {
  return {
    /**
     * The category tree of one tag (or all) as JSON text, made by PostgreSQL in one statement: the top
     * level and two nested levels, each in display order; deeper categories are not listed.
     */
    async categoryTreeJson(tag?: Tag): Promise<string> {
      const inTag = tag ? sql`tag = ${tag}` : sql`true`;
      const grandchildren = nodes("g", sql`cats g where g.parent_id = c.id`, sql`select '[]'`);
      const children = nodes("c", sql`cats c where c.parent_id = t.id`, grandchildren);
      const text = await readText(
        db,
        sql`with cats as (select * from categories where ${inTag})
        select ${nodes("t", sql`cats t where t.parent_id is null`, children)}`,
      );
      return text ?? "[]";
    },

    /**
     * Main categories of active products ranked by units sold on paid orders; before anything has
     * sold, by the best rating of their trending products, then by how many they hold. JSON text.
     */
    async bestsellerCategoriesJson(limit: number): Promise<string> {
      const text = await readText(
        db,
        sql`with sold as (
          select ol.product_id, sum(ol.quantity)::int as units
          from order_lines ol join orders o on o.id = ol.order_id and o.status = 'paid'
          group by ol.product_id
        ),
        ranked as (
          select c.id, row_number() over (
              order by coalesce(sum(s.units), 0) desc,
                max(case when p.trending then p.rating else 0 end) desc, count(p.id) desc, c.id
            ) as n
          from categories c
          join products p on p.category_id = c.id and p.active
          left join sold s on s.product_id = p.id
          group by c.id
        )
        select '[' || coalesce(string_agg(
          row_to_json((select x from (select ${fields("c")}) x))::text, ',' order by r.n), '') || ']'
        from ranked r join categories c on c.id = r.id
        where r.n <= ${limit}`,
      );
      return text ?? "[]";
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
