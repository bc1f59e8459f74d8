import { onlyAvailableMessage } from "@boutique/shared/schemas/cart";
import { sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../../db/transaction";
import { ConflictError } from "../../lib/errors";

/**
 * Stock per colour and size (variant_stock.quantity is what is left to sell). Only this module writes
 * it: a checkout holds units with a guarded decrement and gives them back once if the order is not paid.
 */

export type StockItem = { variantId: number; size: string; quantity: number };

/** Quantities summed per (variant, size), in one fixed order so two checkouts never lock in opposite orders. */
export function sumStockItems(items: readonly StockItem[]): StockItem[] {
  const sums = new Map<string, StockItem>();
  for (const item of items) {
    const key = `${item.variantId}\u0000${item.size}`;
    const found = sums.get(key);
    if (found) found.quantity += item.quantity;
    else sums.set(key, { ...item });
  }
  return [...sums.values()].sort(
    (a, b) => a.variantId - b.variantId || (a.size < b.size ? -1 : a.size > b.size ? 1 : 0),
  );
}

/**
 * Takes the units or nothing: each row is decremented only while it holds enough (`quantity >= n`), in
 * sorted order inside the caller's transaction. A row that cannot cover its line throws 409 'Only {n}
 * quantity available.' with what is left, and the transaction undoes the rows already taken.
 */
export async function reserveStock(tx: Executor, items: readonly StockItem[]): Promise<void> {
  for (const item of sumStockItems(items)) {
    const taken = rowsOf<{ quantity: number }>(
      await tx.execute(sql`
        update variant_stock set quantity = quantity - ${item.quantity}
        where variant_id = ${item.variantId} and size = ${item.size} and quantity >= ${item.quantity}
        returning quantity`),
    );
    if (taken.length === 0) {
      const [left] = rowsOf<{ quantity: number }>(
        await tx.execute(sql`
          select quantity from variant_stock where variant_id = ${item.variantId} and size = ${item.size}`),
      );
      throw new ConflictError(onlyAvailableMessage(Number(left?.quantity ?? 0)), {
        variantId: item.variantId,
        size: item.size,
      });
    }
  }
}

/** Gives held units back (the caller makes sure this happens once per order). */
export async function releaseStock(tx: Executor, items: readonly StockItem[]): Promise<void> {
  for (const item of sumStockItems(items)) {
    await tx.execute(sql`
      update variant_stock set quantity = quantity + ${item.quantity}
      where variant_id = ${item.variantId} and size = ${item.size}`);
  }
}
