import { canMovePayment } from "@boutique/shared/order-transitions";
import { orderNumber } from "@boutique/shared/schemas/checkout";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/transaction";
import { ConflictError } from "../../lib/errors";
import { redeemCoupon, releaseCoupon } from "../../modules/coupons/coupons.redemptions";
import { releaseStock, reserveStock } from "../../modules/inventory/stock.repository";
import { documentPath, issueInvoice } from "../../modules/invoices/issue-documents";
import { mailOrderPaid, mailOrderStep } from "../../modules/orders/order-mail";
import { type MoveActor, movePayment } from "../../modules/orders/order-moves";
import {
  lockOrder,
  type OrderRow,
  orderStockItems,
  removeOrderedCartLines,
} from "../../modules/orders/orders.repository";
import { findPayment, type PaymentRow, updatePayment } from "../../modules/payments/payments.repository";
import {
  assertSameAmount,
  type ProviderPaymentState,
  SignatureError,
} from "../../modules/payments/providers/provider";

/**
 * The one way an order's payment moves (style §6): the browser's verify, every webhook, the cancel page
 * and the reconciler all end here. Each runs in one transaction with the order row locked, so replays
 * and races find the order already moved and change nothing; nothing moves an order back from paid.
 */

export type SettleDeps = {
  db: Database;
  log: Pick<FastifyBaseLogger, "warn" | "error" | "info">;
  smtpConfigured: boolean;
  publicUrl: string;
};

export const STATUS_MESSAGES = {
  paid: "Payment received",
  latePaidShort: "Paid after the hold expired: staff to confirm stock",
  cancelled: "Payment cancelled",
  failed: "Payment failed",
  expired: "Payment not completed in time",
  replaced: "Replaced by a newer checkout",
  notStarted: "The payment could not be started",
  /** Answered when a report is refused: it is about another order, or not the amount the order charges. */
  otherOrder: "The payment does not belong to this order.",
  amountMismatch: "The amount paid does not match the order.",
} as const;

/**
 * A report about another charge changes nothing: another provider order is a SignatureError, money moved
 * for another amount or currency the providers' AmountMismatchError (webhooks carry no stored charge, so
 * their amounts are compared here, as the providers compare the browser's return).
 */
export function assertSameCharge(payment: PaymentRow, state: ProviderPaymentState) {
  if (state.providerOrderId !== payment.providerOrderId) throw new SignatureError(STATUS_MESSAGES.otherOrder);
  if (state.status === "paid") assertSameAmount(payment, state);
}

/** Applies what the provider says about an attempt; a pending state changes nothing. */
export async function applyPaymentState(
  deps: SettleDeps,
  payment: PaymentRow,
  state: ProviderPaymentState,
  source: string,
): Promise<OrderRow> {
  assertSameCharge(payment, state);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, payment.orderId);
    if (!order) throw new Error(`order ${payment.orderId} of payment ${payment.id} is missing`);
    // Read again under the order's lock: the row read before may predate another report's commit.
    const current = (await findPayment(tx, payment.id)) ?? payment;
    if (state.status === "paid") return markPaid(tx, deps, order, current, state, source);
    if (state.status === "failed") {
      const failed = await markFailed(tx, order, current, STATUS_MESSAGES.failed);
      if (failed.status === "failed" && order.status === "pending") await queueFailureMail(tx, deps, order);
      return failed;
    }
    return order;
  });
}

async function markPaid(
  tx: Executor,
  deps: SettleDeps,
  order: OrderRow,
  payment: PaymentRow,
  state: ProviderPaymentState,
  source: string,
): Promise<OrderRow> {
  if (order.status === "paid") {
    // The same capture reported again is expected (browser, webhooks, reconciler); another one is money
    // taken twice, for staff to refund.
    const sameCapture =
      payment.status === "paid" && payment.providerPaymentId === (state.providerPaymentId ?? null);
    if (!sameCapture) {
      deps.log.error(
        { orderId: order.id, paymentId: payment.id, providerPaymentId: state.providerPaymentId, source },
        "a second capture for a paid order: refund it",
      );
    }
    return order;
  }
  if (!canMovePayment(order.status, "paid")) return order;
  let reservation: OrderRow["reservation"] = "taken";
  let statusMessage: string = STATUS_MESSAGES.paid;
  if (order.reservation === "released") {
    // Money was taken after the hold ended: take the stock again if it is still there.
    try {
      await tx.transaction(async (savepoint) =>
        reserveStock(savepoint, await orderStockItems(savepoint, order.id)),
      );
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      reservation = "released";
      statusMessage = STATUS_MESSAGES.latePaidShort;
      deps.log.warn({ orderId: order.id }, "late capture: stock no longer available");
    }
  }
  const paidAt = new Date();
  const paid = await movePayment(tx, order, "paid", {
    set: { reservation, statusMessage, paidAt, amountCharged: state.amount },
    data: { source, payType: order.payType },
  });
  await updatePayment(tx, payment.id, {
    status: "paid",
    providerPaymentId: state.providerPaymentId ?? null,
    details: { ...payment.details, confirmedBy: source, provider: state.raw },
  });
  await redeemCoupon(tx, order.id);
  if (order.userId !== null) await removeOrderedCartLines(tx, order.id, order.userId);
  const invoice = await issueInvoiceSafely(tx, deps, paid, paidAt);
  await mailOrderPaid(tx, deps, { ...paid, invoiceUrl: invoice });
  deps.log.info({ orderId: order.id, source }, "order paid");
  return paid;
}

/**
 * The GST invoice is numbered in the payment's transaction (a rolled-back payment gives its number
 * back). It runs in a savepoint: a failure to issue it never holds the payment back; the jobs pass
 * issues what is missing.
 */
async function issueInvoiceSafely(
  tx: Executor,
  deps: SettleDeps,
  order: OrderRow,
  at: Date,
): Promise<string | null> {
  try {
    const document = await tx.transaction((savepoint) => issueInvoice(savepoint, order, at));
    return documentPath(document);
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, "could not issue the invoice; the jobs pass will");
    return null;
  }
}

/** Ends an unpaid order: its stock and coupon go back, once. A paid or already failed order is left as it is. */
export async function markFailed(
  tx: Executor,
  order: OrderRow,
  payment: PaymentRow | null,
  message: string,
  actor?: MoveActor,
): Promise<OrderRow> {
  if (!canMovePayment(order.status, "failed")) return order;
  if (order.reservation === "held") await releaseStock(tx, await orderStockItems(tx, order.id));
  await releaseCoupon(tx, order.id);
  const failed = await movePayment(tx, order, "failed", {
    set: { statusMessage: message, reservation: "released" },
    ...(actor ? { actor } : {}),
  });
  if (payment && payment.status === "pending") await updatePayment(tx, payment.id, { status: "failed" });
  return failed;
}

/** markFailed in its own transaction, with the order locked. */
export async function failOrder(
  deps: Pick<SettleDeps, "db">,
  orderId: number,
  payment: PaymentRow | null,
  message: string,
) {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    return order ? markFailed(tx, order, payment, message) : null;
  });
}

/**
 * The provider refused the payment (not an abandoned or expired checkout): the customer hears it once,
 * with the way back to their cart, which still holds the pieces.
 */
function queueFailureMail(tx: Executor, deps: SettleDeps, order: OrderRow) {
  return mailOrderStep(tx, deps, order, "payment_failed", {
    title: "Your payment did not go through",
    lines: [
      `${order.payType} could not take the payment for order ${orderNumber(order.id)}, so nothing was charged. If your bank shows a hold, it is released by the bank.`,
      "Your pieces are still in your cart: you can try again with the same or another way to pay.",
    ],
    action: { label: "Back to your cart", url: `${deps.publicUrl}/Cart` },
  });
}
