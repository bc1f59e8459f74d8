import {
  type InventoryResponse,
  type InventoryUpdateBody,
  PRODUCT_MESSAGES,
  type StockChange,
  stockChangedMessage,
} from "@boutique/shared/schemas/product-admin";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/transaction";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import {
  insertVariantStock,
  listStockPage,
  lockVariants,
  replaceVariantStock,
  type StockMismatch,
  setStockIfUnchanged,
  type VariantSizeRow,
} from "./stock-admin.repository";

/** 409 naming every row that is not what the staff member saw; thrown inside the write, so nothing stays. */
function stockConflict(mismatches: StockMismatch[], colours: Map<number, string>): ConflictError {
  const details: StockChange[] = mismatches.map((row) => ({
    variant_id: row.variantId,
    color: colours.get(row.variantId) ?? "",
    size: row.size,
    expected: row.expected,
    current: row.current,
  }));
  return new ConflictError(stockChangedMessage(details), { details });
}

/** Staff's reads and writes of stock (the quick stock screen); checkouts hold stock in stock.repository. */
export function createInventoryService({ db }: { db: Database }) {
  return {
    async listInventory(query: { search?: string; page: number; limit: number }): Promise<InventoryResponse> {
      const { total, rows } = await listStockPage(db, {
        search: query.search || undefined,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        rows: rows.map((row) => ({
          product_id: row.product_id,
          product_name: row.product_name,
          active: row.active ? "Y" : "N",
          variant_id: row.variant_id,
          color: row.color,
          image: row.image,
          sizes: row.sizes,
        })),
        totalCount: total,
        totalPages: Math.ceil(total / query.limit),
      };
    },

    /** All rows or none: any row that no longer holds its `expected` makes the whole save a 409. */
    async updateInventory(body: InventoryUpdateBody) {
      const keys = new Set(body.items.map((item) => `${item.variant_id}:${item.size}`));
      if (keys.size !== body.items.length) throw new ValidationError(PRODUCT_MESSAGES.sizeTwice);
      const ids = [...new Set(body.items.map((item) => item.variant_id))];
      await db.transaction(async (tx) => {
        const colours = await lockVariants(tx, ids);
        const missing = ids.find((id) => !colours.has(id));
        if (missing !== undefined) {
          throw new NotFoundError(PRODUCT_MESSAGES.variantNotFound, { variant_id: missing });
        }
        const mismatches = await setStockIfUnchanged(
          tx,
          body.items.map((item) => ({
            variantId: item.variant_id,
            size: item.size,
            quantity: item.quantity,
            expected: item.expected,
          })),
        );
        if (mismatches.length > 0) throw stockConflict(mismatches, colours);
      });
      return { message: PRODUCT_MESSAGES.saved };
    },
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;

/** A new colour's sizes, inside the catalogue's transaction that adds the colour. */
export function addVariantStock(tx: Executor, variantId: number, rows: readonly VariantSizeRow[]) {
  return insertVariantStock(tx, variantId, rows);
}

/**
 * The product editor's sizes for one colour, inside the catalogue's transaction that saves the colour:
 * 409 (and so nothing of the colour saved) when a quantity the editor changed is no longer what it loaded.
 */
export async function saveVariantStock(tx: Executor, variantId: number, rows: readonly VariantSizeRow[]) {
  const mismatches = await replaceVariantStock(tx, variantId, rows);
  if (mismatches.length > 0) throw stockConflict(mismatches, await lockVariants(tx, [variantId]));
}
