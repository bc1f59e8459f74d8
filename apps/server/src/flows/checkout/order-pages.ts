import { isAllowed, ORDER_READERS } from "@boutique/shared/access";
import type { OrderDetailAnswer } from "@boutique/shared/schemas/checkout";
import { eq } from "drizzle-orm";
import { listApprovals } from "../../modules/approvals/approvals.service";
import { lateStages, readDeliveryRules } from "../../modules/delivery/delivery.service";
import { listOrderDocuments } from "../../modules/invoices/invoices.repository";
import {
  countRefusedParcels,
  findOrderShipping,
  listCustomerOrders,
  listOrderEvents,
  listOrderLines,
  type OrderRow,
} from "../../modules/orders/orders.repository";
import { codConfirmations } from "../../modules/orders/orders.tables";
import type { SessionUser } from "../../plugins/auth";
import type { CheckoutContext } from "./checkout-context";
import { presentOrderDetail, presentOrderRow } from "./order-presenter";

/** The customer's order list and an order's page (staff read it too). */
export function orderPageVerbs({ deps, ownOrder, settleFromProvider }: CheckoutContext) {
  const { db } = deps;

  /** A COD order's confirmation and its customer's refused parcels (issue 26 §1). */
  async function codDetail(order: OrderRow): Promise<OrderDetailAnswer["cod"]> {
    if (order.payType !== "COD") return null;
    const [[confirmation], refused] = await Promise.all([
      db.select().from(codConfirmations).where(eq(codConfirmations.orderId, order.id)),
      order.userId === null ? 0 : countRefusedParcels(db, order.userId),
    ]);
    return {
      confirm_by: order.status === "awaiting_confirmation" ? (order.expiresAt?.toISOString() ?? null) : null,
      confirmed_at: confirmation?.confirmedAt?.toISOString() ?? null,
      confirmed_by: (confirmation?.method as "code" | "link" | "phone" | null | undefined) ?? null,
      confirmed_by_staff: confirmation?.actorName ?? "",
      refused_parcels: refused,
    };
  }

  return {
    async listOrders(user: SessionUser) {
      return { data: (await listCustomerOrders(db, user.id)).map(presentOrderRow) };
    },

    /** GET /api/admin/orders/{id}: the owner, or staff. A pending order is looked at once more first. */
    async orderDetail(user: SessionUser, orderId: number) {
      let order = await ownOrder(user, orderId, true);
      if (order.status === "pending") {
        order = (await settleFromProvider(order.id, "order page", { notIfAskedWithinSeconds: 10 })) ?? order;
        // A GET clears no cache by itself, and this one just sold or gave back stock (decision 027).
        if (order.status !== "pending") deps.ordersChanged?.();
      }
      const [lines, shipping, events, documents, approvals] = await Promise.all([
        listOrderLines(db, order.id),
        findOrderShipping(db, order.id),
        listOrderEvents(db, order.id),
        listOrderDocuments(db, order.id),
        listApprovals(db, order.id),
      ]);
      // Staff see which made-to-measure stages are behind the promised dispatch day (decision 053).
      const late = isAllowed(ORDER_READERS, user.role)
        ? lateStages(order, lines, await readDeliveryRules(db))
        : [];
      return presentOrderDetail(
        order,
        lines,
        shipping,
        events,
        documents,
        await codDetail(order),
        late,
        approvals,
      );
    },
  };
}
