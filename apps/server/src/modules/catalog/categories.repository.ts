import { and, asc, eq, inArray, isNull, ne, notInArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database";
import { intArray, rowsOf } from "../../db/transaction";
import { categories, productSubcategories, products, type Tag } from "./catalog.tables";

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryValues = Omit<typeof categories.$inferInsert, "id" | "createdAt">;
/** A row as the back office lists it: with its parent's name and what hangs on it. */
export type CategoryListRow = CategoryRow & {
  parentName: string | null;
  productCount: number;
  subcategoryCount: number;
};

const parent = alias(categories, "parent");

// Spelled out: Drizzle leaves a column unqualified in one-table selects, where the subqueries' own "id" would shadow it.
const categoryId = sql.raw('"categories"."id"');

/**
 * Products filed under a category, as main category or as one of their sub categories. Two lookups by
 * category id, each on its own index, joined by a union that drops a product filed both ways; an OR
 * across the two tables would scan every product for every category listed.
 */
const productCount = sql<number>`(
  select count(*)::int from (
    select p.id from ${products} p where p.category_id = ${categoryId}
    union
    select ps.product_id from ${productSubcategories} ps where ps.category_id = ${categoryId}
  ) filed
)`;
const subcategoryCount = sql<number>`(
  select count(*)::int from ${categories} child where child.parent_id = ${categoryId}
)`;

/** PostgreSQL's error code, looked for through the driver's and Drizzle's wrappers. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return undefined;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function createCategoriesRepository(db: Database) {
  const listed = () =>
    db
      .select({
        category: categories,
        parentName: parent.name,
        productCount,
        subcategoryCount,
      })
      .from(categories)
      .leftJoin(parent, eq(parent.id, categories.parentId));
  type ListedRow = {
    category: CategoryRow;
    parentName: string | null;
    productCount: number;
    subcategoryCount: number;
  };
  const flatten = (rows: ListedRow[]): CategoryListRow[] =>
    rows.map((row) => ({
      ...row.category,
      parentName: row.parentName,
      productCount: row.productCount,
      subcategoryCount: row.subcategoryCount,
    }));
  const order = [asc(categories.tag), asc(categories.sort), asc(categories.name), asc(categories.id)];

  return {
    async listAll(): Promise<CategoryListRow[]> {
      return flatten(await listed().orderBy(...order));
    },

    async listChildren(parentId: number | null): Promise<CategoryListRow[]> {
      const where = parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);
      return flatten(
        await listed()
          .where(where)
          .orderBy(...order),
      );
    },

    async findListed(id: number): Promise<CategoryListRow | undefined> {
      return flatten(await listed().where(eq(categories.id, id)))[0];
    },

    async findById(id: number): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
      return row;
    },

    /** Another category with this name (any letter case) under the same parent and tag. */
    async findSibling(
      values: { tag: Tag; parentId: number | null; name: string },
      exceptId?: number,
    ): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(categories)
        .where(
          and(
            eq(categories.tag, values.tag),
            values.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, values.parentId),
            sql`lower(${categories.name}) = lower(${values.name})`,
            exceptId === undefined ? undefined : ne(categories.id, exceptId),
          ),
        )
        .limit(1);
      return row;
    },

    /** Every category below one, with how far below (1 = a child). */
    async listDescendants(id: number): Promise<{ id: number; depth: number }[]> {
      const result = await db.execute<{ id: number; depth: number }>(sql`
        with recursive below(id, depth) as (
          select id, 1 from ${categories} where parent_id = ${id}
          union select c.id, b.depth + 1 from ${categories} c join below b on c.parent_id = b.id where b.depth < 10
        )
        select id, depth from below`);
      return result.rows.map((row) => ({ id: Number(row.id), depth: Number(row.depth) }));
    },

    async insert(values: CategoryValues): Promise<CategoryRow> {
      const [row] = await db.insert(categories).values(values).returning();
      return row!;
    },

    /** Saves a category and gives its whole subtree the same tag, in one transaction. */
    async update(id: number, values: Partial<CategoryValues>, descendantIds: number[]): Promise<CategoryRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(categories)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(categories.id, id))
          .returning();
        // The subtree follows its root's tag and, when it moved, what it sells.
        const { tag, kind, hasSizes } = values;
        const shared = {
          ...(tag ? { tag } : {}),
          ...(kind ? { kind } : {}),
          ...(hasSizes === undefined ? {} : { hasSizes }),
        };
        if (Object.keys(shared).length > 0 && descendantIds.length > 0) {
          await tx
            .update(categories)
            .set({ ...shared, updatedAt: new Date() })
            .where(inArray(categories.id, descendantIds));
        }
        return row!;
      });
    },

    async setPictures(id: number, pictures: { image?: string; banner?: string }): Promise<CategoryRow> {
      const [row] = await db
        .update(categories)
        .set({ ...pictures, updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning();
      return row!;
    },

    /** Products filed under any of these categories (main or sub category), per category. */
    async countProducts(ids: number[]): Promise<Map<number, number>> {
      const rows = await db
        .select({ id: categories.id, count: productCount })
        .from(categories)
        .where(inArray(categories.id, ids));
      return new Map(rows.filter((row) => row.count > 0).map((row) => [row.id, row.count]));
    },

    /** Children of these categories that are not among them. */
    async listChildrenOutside(ids: number[]): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .where(and(inArray(categories.parentId, ids), notInArray(categories.id, ids)));
    },

    async listByIds(ids: number[]): Promise<CategoryRow[]> {
      return db.select().from(categories).where(inArray(categories.id, ids));
    },

    /** The size-chart pictures of these categories and every category below them (deleted with them). */
    async sizeChartImagesUnder(ids: number[]): Promise<string[]> {
      const result = await db.execute(sql`
        with recursive below(id) as (
          select id from categories where id = any(${intArray(ids)})
          union
          select c.id from categories c join below on c.parent_id = below.id
        )
        select sc.image from size_charts sc join below on below.id = sc.category_id where sc.image is not null`);
      return rowsOf<{ image: string }>(result).map((row) => row.image);
    },

    async deleteMany(ids: number[]): Promise<CategoryRow[]> {
      return db.delete(categories).where(inArray(categories.id, ids)).returning();
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
