import { and, asc, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { outerColumn } from "../../db/outer-column";
import { type Executor, rowsOf } from "../../db/transaction";
import type { StockItem } from "../inventory/stock.repository";
import { orderEvents, orderLines, orderShipping, orders } from "./orders.tables";

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, "orderId">;
export type NewOrderShipping = Omit<typeof orderShipping.$inferInsert, "orderId">;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderShippingRow = typeof orderShipping.$inferSelect;

/**
 * What the back office's search looks in, lower-cased on the order row: the buyer's name, email and
 * mobile (one column scans far faster than four across a join; bench/orders.mjs).
 */
export function orderSearchText(
  email: string,
  shipping: Pick<NewOrderShipping, "fullName" | "mobile" | "sEmail">,
): string {
  return [shipping.fullName, email, shipping.mobile, shipping.sEmail ?? ""]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
}

/** Orders, their lines and shipping snapshot. Writes take the flow's transaction. */
export async function insertOrder(
  tx: Executor,
  order: NewOrder,
  lines: readonly NewOrderLine[],
  shipping: NewOrderShipping,
): Promise<OrderRow> {
  const [row] = await tx
    .insert(orders)
    .values({ ...order, search: orderSearchText(order.email ?? "", shipping) })
    .returning();
  if (!row) throw new Error("order was not inserted");
  await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
  await tx.insert(orderShipping).values({ ...shipping, orderId: row.id });
  return row;
}

/** The order row, locked for the rest of the transaction: every payment transition goes through this. */
export async function lockOrder(tx: Executor, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row ?? null;
}

export async function findOrder(executor: Executor, orderId: number): Promise<OrderRow | null> {
  const [row] = await executor.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/** The order row's own columns; its payment and fulfilment move only through order-moves.ts. */
export type OrderColumns = Partial<Omit<NewOrder, "status" | "fulfilment">>;

export async function updateOrder(tx: Executor, orderId: number, values: OrderColumns) {
  if ("status" in values || "fulfilment" in values) {
    throw new Error("An order's payment and fulfilment move through order-moves.ts");
  }
  await tx
    .update(orders)
    .set({ ...values, modifiedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** Marks lines cancelled (refunded and back in stock); the caller gives the stock back. */
export async function cancelOrderLines(tx: Executor, lineIds: readonly number[]): Promise<void> {
  if (lineIds.length === 0) return;
  await tx
    .update(orderLines)
    .set({ cancelledAt: new Date() })
    .where(inArray(orderLines.id, [...lineIds]));
}

/** Erasure (decision 041): the orders keep their figures; the email and the search text go. */
export async function clearOrderContacts(tx: Executor, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(orders)
    .set({ email: "", search: "" })
    .where(inArray(orders.id, [...orderIds]));
}

/** The customer's unpaid orders (and COD orders not yet confirmed), newest first: a new checkout replaces them. */
export async function listPendingOrders(tx: Executor, userId: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ["pending", "awaiting_confirmation"])))
    .orderBy(desc(orders.id));
}

/** What an order holds in stock, per variant and size: what each line took (metres for goods sold by length). */
export async function orderStockItems(executor: Executor, orderId: number): Promise<StockItem[]> {
  const rows = await executor
    .select({ variantId: orderLines.variantId, size: orderLines.size, quantity: orderLines.stockQuantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return rows.flatMap((row) => (row.variantId === null ? [] : [{ ...row, variantId: row.variantId }]));
}

export async function listOrderLines(executor: Executor, orderId: number): Promise<OrderLineRow[]> {
  return executor
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

export async function findOrderShipping(
  executor: Executor,
  orderId: number,
): Promise<OrderShippingRow | null> {
  const [row] = await executor.select().from(orderShipping).where(eq(orderShipping.orderId, orderId));
  return row ?? null;
}

/** The cart lines an order came from, removed once it is paid (only from the buyer's own cart). */
export async function removeOrderedCartLines(tx: Executor, orderId: number, userId: number) {
  await tx.execute(sql`
    delete from cart_items ci using carts ct
    where ci.cart_id = ct.id and ct.user_id = ${userId}
      and ci.id in (select ol.cart_item_id from order_lines ol where ol.order_id = ${orderId} and ol.cart_item_id is not null)`);
}

/** The outer order's id, qualified for the subqueries on order_lines. */
const outerOrderId = outerColumn(orders.id);

/** The first line's fields, shown for the whole order in lists. */
const firstLine = (column: string) =>
  sql<
    string | null
  >`(select l.${sql.raw(column)} from order_lines l where l.order_id = ${outerOrderId} order by l.id limit 1)`;

/** A customer's orders, newest first, with their first line for the list (one statement). */
export async function listCustomerOrders(db: Database, userId: number) {
  return db
    .select({
      ...getTableColumns(orders),
      items: sql<number>`(select count(*)::int from order_lines l where l.order_id = ${outerOrderId})`,
      firstName: firstLine("name"),
      firstImage: firstLine("image"),
      firstCategory: firstLine("category"),
      firstColor: firstLine("color"),
      firstSize: firstLine("size"),
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
}
export type OrderListRow = Awaited<ReturnType<typeof listCustomerOrders>>[number];

/** Pending orders for the jobs: older than a moment, claimed so two instances do not take the same. */
/** A customer's COD parcels refused at the door (issue 26 §1): past the setting, COD is not offered. */
export async function countRefusedParcels(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "returned_to_origin")));
  return Number(row?.count ?? 0);
}

export async function claimPendingOrders(
  db: Database,
  options: { olderThanMinutes: number; limit: number; claimGapSeconds: number },
): Promise<number[]> {
  const due = sql`o.created_at < now() - make_interval(mins => ${options.olderThanMinutes})`;
  // The attempt's updated_at is the claim: a pass takes rows not looked at within the gap, skipping
  // rows another instance holds, and stamps them in the same statement.
  const result = await db.execute(sql`
    update payments p set updated_at = now()
    where p.id in (
      select p2.id from payments p2 join orders o on o.id = p2.order_id
      where o.status = 'pending' and ${due} and p2.status = 'pending'
        and p2.updated_at <= now() - make_interval(secs => ${options.claimGapSeconds})
      order by o.created_at
      limit ${options.limit}
      for update of p2 skip locked)
    returning p.order_id`);
  return [...new Set(rowsOf<{ order_id: number }>(result).map((row) => Number(row.order_id)))];
}

export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderEvent = typeof orderEvents.$inferInsert;

/**
 * Counts order changes made by this process (every payment, stage and refund writes an event): caches of
 * figures over orders (the dashboard) are reused only while it stands still. Other instances' changes
 * arrive as clears of the `orders` cache area (plugins/answer-cache/fan-out.ts).
 */
let changes = 0;
export const orderChangesSeen = () => changes;

/** One step of the order's history; written in the transaction that makes the change. */
export async function insertOrderEvent(tx: Executor, event: NewOrderEvent): Promise<void> {
  await tx.insert(orderEvents).values(event);
  changes += 1;
}

/** The order's timeline, oldest first. */
export async function listOrderEvents(executor: Executor, orderId: number): Promise<OrderEventRow[]> {
  return executor
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}
