import { listOrderDocuments } from "../../modules/invoices/invoices.repository";
import {
  findOrderShipping,
  listCustomerOrders,
  listOrderEvents,
  listOrderLines,
} from "../../modules/orders/orders.repository";
import type { SessionUser } from "../../plugins/auth";
import type { CheckoutContext } from "./checkout-context";
import { presentOrderDetail, presentOrderRow } from "./order-presenter";

/** The customer's order list and an order's page (staff read it too). */
export function orderPageVerbs({ deps, ownOrder, settleFromProvider }: CheckoutContext) {
  const { db } = deps;
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
      const [lines, shipping, events, documents] = await Promise.all([
        listOrderLines(db, order.id),
        findOrderShipping(db, order.id),
        listOrderEvents(db, order.id),
        listOrderDocuments(db, order.id),
      ]);
      return presentOrderDetail(order, lines, shipping, events, documents);
    },
  };
}
