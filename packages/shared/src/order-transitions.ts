import type { FulfilmentStatus, OrderPaymentStatus, TailoringStage } from "./schemas/order-lifecycle-words";

/**
 * Where an order may move (style §6: one table per state), for the server, which moves orders only through
 * `apps/server/src/modules/orders/order-moves.ts`, and for the back office, which offers only these moves.
 * A move not listed is refused, and nothing moves backwards.
 *
 * Payment: pending ends paid or failed; a failed order becomes paid only when the provider reports
 * money captured after the shop gave up on it (a late capture must not be lost). A paid order may be
 * refunded in part (again and again) or in full.
 */
export const PAYMENT_TRANSITIONS: Record<OrderPaymentStatus, readonly OrderPaymentStatus[]> = {
  pending: ["paid", "failed"],
  failed: ["paid"],
  paid: ["partially_refunded", "refunded"],
  partially_refunded: ["partially_refunded", "refunded"],
  refunded: [],
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
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
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

/** The payment states whose goods may move on (a paid order, refunded in part or not). */
export const FULFILMENT_MAY_MOVE: readonly OrderPaymentStatus[] = ["paid", "partially_refunded"];

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
  return FULFILMENT_TRANSITIONS[from].find((to) => to !== "cancelled" && to !== skipped) ?? null;
}

/** Whether an order in this payment state and at this stage may still be cancelled (and refunded whole). */
export function canCancelOrder(payment: OrderPaymentStatus, fulfilment: FulfilmentStatus): boolean {
  return FULFILMENT_MAY_MOVE.includes(payment) && canMoveFulfilment(fulfilment, "cancelled");
}
