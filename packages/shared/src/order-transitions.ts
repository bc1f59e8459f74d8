import type { FulfilmentStatus, OrderPaymentStatus, TailoringStage } from "./schemas/order-lifecycle-words";

/**
 * Where an order may move (style §6: one table per state), for the server, which moves orders only through
 * `apps/server/src/modules/orders/order-moves.ts`, and for the back office, which offers only these moves.
 * A move not listed is refused, and nothing moves backwards.
 *
 * Payment: pending ends paid or failed; a failed order becomes paid only when the provider reports
 * money captured after the shop gave up on it (a late capture must not be lost). A paid order may be
 * refunded in part (again and again) or in full.
 *
 * Cash on delivery (issue 26 §1): the order holds its stock while it awaits the shopper's confirmation,
 * and ends (failed) if none comes in time or the order is cancelled; confirmed, it awaits collection
 * while it is made and shipped, and is paid when the cash is collected, or returned to origin when the
 * parcel is refused; an order cancelled before it ships ends too. Collected cash is refunded as any.
 */
export const PAYMENT_TRANSITIONS: Record<OrderPaymentStatus, readonly OrderPaymentStatus[]> = {
  pending: ["paid", "failed"],
  failed: ["paid"],
  paid: ["partially_refunded", "refunded"],
  partially_refunded: ["partially_refunded", "refunded"],
  refunded: [],
  awaiting_confirmation: ["awaiting_collection", "failed"],
  awaiting_collection: ["paid", "returned_to_origin", "failed"],
  returned_to_origin: [],
};

/**
 * Fulfilment, for paid orders: made, packed, shipped, delivered; cancelled only before it is packed. An order
 * with no made-to-measure line has nothing to make and goes straight to ready to ship (issue 26 §5); one with
 * such a line reaches ready to ship only when every line has finished its tailoring (the server's check).
 */
export const FULFILMENT_TRANSITIONS: Record<FulfilmentStatus, readonly FulfilmentStatus[]> = {
  pending: ["in_production", "ready_to_ship", "cancelled"],
  in_production: ["ready_to_ship", "cancelled"],
  ready_to_ship: ["shipped"],
  shipped: ["delivered", "returned"],
  delivered: [],
  cancelled: [],
  returned: [],
};

/**
 * A made-to-measure line's tailoring, inside `in_production` (`null`: not started). The order can be
 * ready to ship only when every such line has reached the last stage.
 */
export const TAILORING_TRANSITIONS: Record<TailoringStage | "none", readonly TailoringStage[]> = {
  none: ["measurements_checked"],
  measurements_checked: ["cutting"],
  cutting: ["stitching"],
  stitching: ["finishing"],
  finishing: [],
};

export const LAST_TAILORING_STAGE: TailoringStage = "finishing";

/**
 * The payment states whose goods may move on: a paid order, refunded in part or not, and a confirmed
 * cash-on-delivery order (its money comes at the door).
 */
export const FULFILMENT_MAY_MOVE: readonly OrderPaymentStatus[] = [
  "paid",
  "partially_refunded",
  "awaiting_collection",
];

export function canMovePayment(from: OrderPaymentStatus, to: OrderPaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

export function canMoveFulfilment(from: FulfilmentStatus, to: FulfilmentStatus): boolean {
  return FULFILMENT_TRANSITIONS[from].includes(to);
}

export function canMoveTailoring(from: TailoringStage | null, to: TailoringStage): boolean {
  return TAILORING_TRANSITIONS[from ?? "none"].includes(to);
}

/**
 * The stage staff move an order on to from here; cancelling is not one (it goes with a refund). Production
 * is for orders with a made-to-measure line; the others skip it.
 */
export function nextFulfilmentStage(
  from: FulfilmentStatus,
  { madeToMeasure }: { madeToMeasure: boolean },
): FulfilmentStatus | null {
  const skipped = madeToMeasure ? null : "in_production";
  return (
    FULFILMENT_TRANSITIONS[from].find((to) => to !== "cancelled" && to !== "returned" && to !== skipped) ??
    null
  );
}

/** Whether an order in this payment state and at this stage may still be cancelled (and refunded whole). */
export function canCancelOrder(payment: OrderPaymentStatus, fulfilment: FulfilmentStatus): boolean {
  return FULFILMENT_MAY_MOVE.includes(payment) && canMoveFulfilment(fulfilment, "cancelled");
}
