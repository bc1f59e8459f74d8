import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { intArray, rowsOf } from "../../db/transaction";
import { addVariantStock, saveVariantStock } from "../inventory/inventory.service";
import {
  categories,
  productSubcategories,
  products,
  productVariants,
  type Size,
  variantMedia,
  variantStock,
} from "./catalog.tables";

export type ProductValues = {
  name: string;
  description: string;
  richDescription: string;
  categoryId: number;
  active: boolean;
  trending: boolean;
  weightGrams: number;
  styleNo: string;
};

export type VariantValues = {
  name: string;
  regularPrice: number;
  discountPercent: number;
  sellingPrice: number;
  videoUrl: string | null;
};

/** expected: the quantity the editor loaded for this size (absent for a size it adds). */
export type StockRow = { size: Size; quantity: number; tooltip: string; expected?: number };
export type MediaFile = { file: string; kind: "image" | "video" };

/** The grid's filters, shared by the list and the count. */
export function listConditions(filters: {
  search?: string;
  category?: number;
  state?: "active" | "draft";
}): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.search) {
    const pattern = `%${filters.search.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
    conditions.push(sql`(lower(p.name) like ${pattern} or lower(p.style_no) like ${pattern}
      or p.id::text = ${filters.search})`);
  }
  if (filters.category !== undefined) {
    conditions.push(sql`(p.category_id in (select id from picked)
      or p.id in (select ps.product_id from product_subcategories ps where ps.category_id in (select id from picked)))`);
  }
  if (filters.state) conditions.push(filters.state === "active" ? sql`p.active` : sql`not p.active`);
  return sql.join(conditions, sql` and `);
}

export const pickedCte = (category: number | undefined) =>
  sql`with recursive picked(id) as (
    select id from categories where id = ${category ?? 0}
    union
    select c.id from categories c join picked k on c.parent_id = k.id
  )`;

/** Writes and staff reads of the catalogue's products; the storefront reads through products.repository. */
export function createProductsAdminRepository(db: Database) {
  return {
    /** Which of these category ids exist. */
    async existingCategoryIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    insertProduct(values: ProductValues, subcategoryIds: number[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(products).values(values).returning({ id: products.id });
        await tx
          .insert(productSubcategories)
          .values(subcategoryIds.map((categoryId) => ({ productId: row!.id, categoryId })));
        return row!.id;
      });
    },

    /** false when there is no such product. */
    updateProduct(id: number, values: ProductValues, subcategoryIds: number[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(products)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(products.id, id))
          .returning({ id: products.id });
        if (updated.length === 0) return false;
        await tx.delete(productSubcategories).where(eq(productSubcategories.productId, id));
        await tx
          .insert(productSubcategories)
          .values(subcategoryIds.map((categoryId) => ({ productId: id, categoryId })));
        return true;
      });
    },

    async findProduct(id: number) {
      const [product] = await db.select().from(products).where(eq(products.id, id)).limit(1);
      if (!product) return undefined;
      const [subcategories, variants, media, stock] = await Promise.all([
        db
          .select({ categoryId: productSubcategories.categoryId })
          .from(productSubcategories)
          .where(eq(productSubcategories.productId, id)),
        db
          .select()
          .from(productVariants)
          .where(eq(productVariants.productId, id))
          .orderBy(asc(productVariants.sort), asc(productVariants.id)),
        db
          .select({
            id: variantMedia.id,
            variantId: variantMedia.variantId,
            kind: variantMedia.kind,
            file: variantMedia.file,
          })
          .from(variantMedia)
          .innerJoin(productVariants, eq(productVariants.id, variantMedia.variantId))
          .where(eq(productVariants.productId, id))
          .orderBy(asc(variantMedia.sort), asc(variantMedia.id)),
        db
          .select({
            variantId: variantStock.variantId,
            size: variantStock.size,
            quantity: variantStock.quantity,
            tooltip: variantStock.tooltip,
          })
          .from(variantStock)
          .innerJoin(productVariants, eq(productVariants.id, variantStock.variantId))
          .where(eq(productVariants.productId, id)),
      ]);
      return { product, subcategoryIds: subcategories.map((row) => row.categoryId), variants, media, stock };
    },

    /** One page of the grid: each product with its first colour's prices and image, and its total stock. */
    async listProducts(filters: {
      search?: string;
      category?: number;
      state?: "active" | "draft";
      limit: number;
      offset: number;
    }) {
      const where = listConditions(filters);
      const result = await db.execute(sql`
        ${pickedCte(filters.category)},
        matched as (select p.id from products p where ${where}),
        page as (
          select p.* from products p where p.id in (select id from matched)
          order by p.created_at desc, p.id desc
          limit ${filters.limit} offset ${filters.offset}
        )
        select t.total, row.* from (select count(*)::int as total from matched) t
        left join lateral (
          select pg.id, pg.name, pg.style_no, pg.active, pg.trending, pg.created_at, pg.category_id,
            c.name as category, fv.image, fv.regular_price, fv.selling_price,
            (select count(*)::int from product_variants v where v.product_id = pg.id) as colours,
            (select coalesce(sum(vs.quantity), 0)::float8 from variant_stock vs
              join product_variants v on v.id = vs.variant_id where v.product_id = pg.id) as stock
          from page pg
          join categories c on c.id = pg.category_id
          left join lateral (
            select v.image, v.regular_price, v.selling_price from product_variants v
            where v.product_id = pg.id order by v.sort, v.id limit 1
          ) fv on true
        ) row on true
        order by row.created_at desc, row.id desc`);
      const rows = rowsOf<{
        total: number;
        id: number | null;
        name: string;
        style_no: string;
        active: boolean;
        trending: boolean;
        created_at: string | Date;
        category_id: number;
        category: string;
        image: string | null;
        regular_price: number | null;
        selling_price: number | null;
        colours: number;
        stock: number;
      }>(result);
      return { total: Number(rows[0]?.total ?? 0), rows: rows.filter((row) => row.id !== null) };
    },

    async findVariant(id: number) {
      const [row] = await db
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          image: productVariants.image,
        })
        .from(productVariants)
        .where(eq(productVariants.id, id))
        .limit(1);
      return row;
    },

    async productExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
      return Boolean(row);
    },

    /** A new colour at the end of the product's list, with its sizes and any images. */
    insertVariant(
      productId: number,
      values: VariantValues,
      stock: StockRow[],
      media: { image: string | null; gallery: MediaFile[] },
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [{ next }] = rowsOf<{ next: number }>(
          await tx.execute(
            sql`select coalesce(max(sort) + 1, 0)::int as next from product_variants where product_id = ${productId}`,
          ),
        ) as [{ next: number }];
        const [row] = await tx
          .insert(productVariants)
          .values({ ...values, productId, image: media.image, sort: next })
          .returning({ id: productVariants.id });
        const variantId = row!.id;
        await addVariantStock(tx, variantId, stock);
        if (media.gallery.length > 0) {
          await tx
            .insert(variantMedia)
            .values(media.gallery.map((item, sort) => ({ ...item, variantId, sort })));
        }
        return variantId;
      });
    },

    /**
     * New prices, video and sizes, through the inventory module's compare-and-set: a quantity changed
     * since the editor loaded it is a 409 and nothing of the colour is saved.
     */
    updateVariant(variantId: number, values: VariantValues, stock: StockRow[]): Promise<void> {
      return db.transaction(async (tx) => {
        await tx
          .update(productVariants)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(productVariants.id, variantId));
        await saveVariantStock(tx, variantId, stock);
      });
    },

    async setVariantImage(variantId: number, file: string): Promise<void> {
      await db
        .update(productVariants)
        .set({ image: file, updatedAt: new Date() })
        .where(eq(productVariants.id, variantId));
    },

    /** Replaces the whole gallery (spec §4); answers the files it held before. */
    replaceGallery(variantId: number, gallery: MediaFile[]): Promise<string[]> {
      return db.transaction(async (tx) => {
        const old = await tx
          .delete(variantMedia)
          .where(eq(variantMedia.variantId, variantId))
          .returning({ file: variantMedia.file });
        await tx.insert(variantMedia).values(gallery.map((item, sort) => ({ ...item, variantId, sort })));
        return old.map((row) => row.file);
      });
    },

    async firstVariantId(productId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(productVariants.sort), asc(productVariants.id))
        .limit(1);
      return row?.id;
    },

    /** Every image and video file of these variants (main and gallery). */
    async filesOfVariants(variantIds: number[]): Promise<string[]> {
      if (variantIds.length === 0) return [];
      const result = await db.execute(sql`
        select image as file from product_variants where id = any(${intArray(variantIds)}) and image is not null
        union
        select file from variant_media where variant_id = any(${intArray(variantIds)})`);
      return rowsOf<{ file: string }>(result).map((row) => row.file);
    },

    async variantIdsOfProducts(productIds: number[]): Promise<number[]> {
      if (productIds.length === 0) return [];
      const rows = await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(inArray(productVariants.productId, productIds));
      return rows.map((row) => row.id);
    },

    async deleteVariant(id: number): Promise<void> {
      await db.delete(productVariants).where(eq(productVariants.id, id));
    },

    /** Answers the ids that existed; colours, sizes and gallery rows go with them (cascade). */
    async deleteProducts(ids: number[]): Promise<number[]> {
      const rows = await db.delete(products).where(inArray(products.id, ids)).returning({ id: products.id });
      return rows.map((row) => row.id);
    },

    async setActive(id: number, active: boolean): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ active, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    /** Of these files, the ones a variant still shows (seeded galleries reuse the main image). */
    async referencedFiles(files: string[]): Promise<Set<string>> {
      if (files.length === 0) return new Set();
      const list = sql`${`{${files.map((file) => `"${file}"`).join(",")}}`}::text[]`;
      const result = await db.execute(sql`
        select image as file from product_variants where image = any(${list})
        union
        select file from variant_media where file = any(${list})`);
      return new Set(rowsOf<{ file: string }>(result).map((row) => row.file));
    },

    /** One row per product for the CSV export, newest first. */
    async listForExport() {
      const result = await db.execute(sql`
        select p.id, p.name, p.style_no, p.active, p.trending, p.weight_grams, p.rating, p.created_at,
          c.name as category,
          (select string_agg(sc.name, '; ' order by sc.name) from product_subcategories ps
            join categories sc on sc.id = ps.category_id where ps.product_id = p.id) as sub_categories,
          (select string_agg(v.name, '; ' order by v.sort, v.id) from product_variants v where v.product_id = p.id) as colours,
          fv.regular_price, fv.discount_percent, fv.selling_price,
          (select coalesce(sum(vs.quantity), 0)::float8 from variant_stock vs
            join product_variants v on v.id = vs.variant_id where v.product_id = p.id) as stock
        from products p
        join categories c on c.id = p.category_id
        left join lateral (
          select v.regular_price, v.discount_percent, v.selling_price from product_variants v
          where v.product_id = p.id order by v.sort, v.id limit 1
        ) fv on true
        order by p.created_at desc, p.id desc`);
      return rowsOf<{
        id: number;
        name: string;
        style_no: string;
        active: boolean;
        trending: boolean;
        weight_grams: number;
        rating: number;
        created_at: string | Date;
        category: string;
        sub_categories: string | null;
        colours: string | null;
        regular_price: number | null;
        discount_percent: number | null;
        selling_price: number | null;
        stock: number;
      }>(result);
    },
  };
}

export type ProductsAdminRepository = ReturnType<typeof createProductsAdminRepository>;
