import { pricedKindOf } from "@boutique/shared/pricing/line-price";
import { sql } from "drizzle-orm";
import { type Executor, intArray, rowsOf } from "../../db/transaction";
import { ValidationError } from "../../lib/errors";
import { SIZES, type Size, variantStock } from "../catalog/catalog.tables";

/**
 * Staff writes to variant_stock. Every change of an existing quantity is a compare-and-set against the
 * figure the staff member saw (`expected`), so a sale taken since the page loaded is never written over.
 * Rows are visited in the order reserveStock uses (colour, then size), so a staff save and a checkout
 * never wait on each other in opposite orders.
 */

export type StockEdit = { variantId: number; size: Size; quantity: number; expected?: number };
export type VariantSizeRow = { size: Size; quantity: number; tooltip: string; expected?: number };
/** A row that no longer holds what the staff member saw; null: the colour has no such size. */
export type StockMismatch = {
  variantId: number;
  size: Size;
  expected: number | null;
  current: number | null;
};
export type StockListRow = {
  variant_id: number;
  color: string;
  image: string | null;
  product_id: number;
  product_name: string;
  active: boolean;
  sizes: { size: Size; quantity: number; tooltip: string }[];
};

const bySize = (a: Size, b: Size) => (a < b ? -1 : a > b ? 1 : 0);
const byRow = (a: StockEdit, b: StockEdit) => a.variantId - b.variantId || bySize(a.size, b.size);

/** The All Products grid's search: name or style number containing the text, or the product id. */
function searchCondition(search: string | undefined) {
  if (!search) return sql`true`;
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
  return sql`(lower(p.name) like ${pattern} or lower(p.style_no) like ${pattern} or p.id::text = ${search})`;
}

/** Colours with their stock per size, newest products first: one page of the quick stock screen. */
export async function listStockPage(
  db: Executor,
  filters: { search?: string; limit: number; offset: number },
): Promise<{ total: number; rows: StockListRow[] }> {
  const where = searchCondition(filters.search);
  const result = await db.execute(sql`
    with matched as (
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
  const rows = rowsOf<
    Omit<StockListRow, "variant_id" | "sizes"> & {
      total: number;
      variant_id: number | null;
      sizes: StockListRow["sizes"] | string;
    }
  >(result);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows
      .filter((row) => row.variant_id !== null)
      .map(({ total: _total, ...row }) => ({
        ...row,
        variant_id: row.variant_id as number,
        // PGlite and node-postgres hand json columns back parsed; a string means a driver that did not.
        sizes: typeof row.sizes === "string" ? (JSON.parse(row.sizes) as StockListRow["sizes"]) : row.sizes,
      })),
  };
}

/**
 * The colour names of those of these variants that exist, each held (key share) until the transaction
 * ends so that none is deleted under the write.
 */
export async function lockVariants(tx: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`
      select id, name from product_variants where id = any(${intArray(ids)}) order by id for key share`),
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function currentQuantity(tx: Executor, variantId: number, size: Size): Promise<number | null> {
  const [row] = rowsOf<{ quantity: number }>(
    await tx.execute(sql`
      select quantity from variant_stock where variant_id = ${variantId} and size = ${size}`),
  );
  return row ? Number(row.quantity) : null;
}

export const WHOLE_PIECES_MESSAGE =
  "Quantity must be a whole number: only turbans and fabrics are kept in metres.";

/**
 * Pieces are whole; goods sold by length (turbans, fabrics) are kept in metres and may hold a part of one
 * (the schema allows quarter metres). A fraction for a piece is refused before anything is written.
 */
async function assertStockUnit(tx: Executor, variantId: number, quantity: number): Promise<void> {
  if (Number.isInteger(quantity)) return;
  const [row] = rowsOf<{ kind: string }>(
    await tx.execute(sql`
      select c.kind from product_variants v
      join products p on p.id = v.product_id join categories c on c.id = p.category_id
      where v.id = ${variantId}`),
  );
  if (!row || pricedKindOf(row.kind) === "piece") {
    throw new ValidationError(WHOLE_PIECES_MESSAGE, { field: "quantity" });
  }
}

/**
 * Sets one row only while it still holds `expected`; a missing row counts as 0 (a size the colour did
 * not have is added). With a tooltip, the tooltip is written too. Answers whether the row was written.
 */
async function setIfUnchanged(
  tx: Executor,
  row: { variantId: number; size: Size; quantity: number; expected?: number; tooltip?: string },
): Promise<boolean> {
  await assertStockUnit(tx, row.variantId, row.quantity);
  const seen = row.expected ?? 0;
  const tooltip = row.tooltip === undefined ? sql`` : sql`, tooltip = ${row.tooltip}`;
  const updated = rowsOf(
    await tx.execute(sql`
      update variant_stock set quantity = ${row.quantity}${tooltip}
      where variant_id = ${row.variantId} and size = ${row.size} and quantity = ${seen}
      returning id`),
  );
  if (updated.length > 0) return true;
  if (seen !== 0) return false;
  const inserted = rowsOf(
    await tx.execute(sql`
      insert into variant_stock (variant_id, size, quantity, tooltip)
      values (${row.variantId}, ${row.size}, ${row.quantity}, ${row.tooltip ?? ""})
      on conflict (variant_id, size) do nothing
      returning id`),
  );
  return inserted.length > 0;
}

/**
 * The quick stock screen's save: each row set to its new quantity only while it holds `expected`.
 * Answers every row that did not (the caller throws, undoing the rows already written).
 */
export async function setStockIfUnchanged(
  tx: Executor,
  edits: readonly StockEdit[],
): Promise<StockMismatch[]> {
  const mismatches: StockMismatch[] = [];
  for (const edit of [...edits].sort(byRow)) {
    if (await setIfUnchanged(tx, edit)) continue;
    mismatches.push({
      variantId: edit.variantId,
      size: edit.size,
      expected: edit.expected ?? null,
      current: await currentQuantity(tx, edit.variantId, edit.size),
    });
  }
  return mismatches;
}

/** A new colour's sizes. */
export async function insertVariantStock(tx: Executor, variantId: number, rows: readonly VariantSizeRow[]) {
  if (rows.length === 0) return;
  for (const row of rows) await assertStockUnit(tx, variantId, row.quantity);
  await tx
    .insert(variantStock)
    .values(rows.map((row) => ({ variantId, size: row.size, quantity: row.quantity, tooltip: row.tooltip })));
}

/**
 * The product editor's sizes for one colour: sizes not listed go; a row sent back with the quantity it
 * was loaded with (quantity = expected) keeps what is stored now, sales since included, and takes only
 * the tooltip; a changed quantity is a compare-and-set as on the quick stock screen. Answers the rows
 * that changed since the editor loaded them.
 */
export async function replaceVariantStock(
  tx: Executor,
  variantId: number,
  rows: readonly VariantSizeRow[],
): Promise<StockMismatch[]> {
  const listed = new Map(rows.map((row) => [row.size, row]));
  const mismatches: StockMismatch[] = [];
  for (const size of [...SIZES].sort(bySize)) {
    const row = listed.get(size);
    if (!row) {
      await tx.execute(sql`delete from variant_stock where variant_id = ${variantId} and size = ${size}`);
      continue;
    }
    if (row.expected !== undefined && row.quantity === row.expected) {
      const kept = rowsOf(
        await tx.execute(sql`
          update variant_stock set tooltip = ${row.tooltip}
          where variant_id = ${variantId} and size = ${size}
          returning id`),
      );
      if (kept.length > 0) continue;
    }
    if (await setIfUnchanged(tx, { variantId, ...row })) continue;
    mismatches.push({
      variantId,
      size,
      expected: row.expected ?? null,
      current: await currentQuantity(tx, variantId, size),
    });
  }
  return mismatches;
}
