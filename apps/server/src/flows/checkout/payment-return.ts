import { type CancelAnswer, CHECKOUT_MESSAGES, type VerifyAnswer } from "@boutique/shared/schemas/checkout";
import { ValidationError } from "../../lib/errors";
import type { OrderRow } from "../../modules/orders/orders.repository";
import { latestPayment, storedCharge } from "../../modules/payments/payments.repository";
import { PaymentUnavailableError, ProviderHttpError } from "../../modules/payments/providers/index";
import {
  type ProviderPaymentState,
  type ReturnParams,
  SignatureError,
} from "../../modules/payments/providers/provider";
import type { SessionUser } from "../../plugins/auth";
import type { CheckoutContext } from "./checkout-context";
import { failOrder, STATUS_MESSAGES } from "./settle-payment";

/**
 * A provider call that failed while checking what the shopper brought back. The provider refusing the
 * ids (4xx: "no such payment") is a return that cannot be verified (400); no answer, a 5xx or an answer
 * of the wrong shape is the provider being away (502). Anything else is the shop's own fault.
 */
function providerAnswerError(error: unknown): unknown {
  if (!(error instanceof ProviderHttpError)) return error;
  if (error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) {
    return new ValidationError(CHECKOUT_MESSAGES.verifyFailed);
  }
  return new PaymentUnavailableError(CHECKOUT_MESSAGES.providerDown);
}

/** The shopper back from the provider's page: paid (verify), or left it (cancel). */
export function returnVerbs({ deps, returnedOrder, settle }: CheckoutContext) {
  const { db, log, providers } = deps;

  function verifyAnswer(order: OrderRow): VerifyAnswer {
    const message =
      order.status === "paid"
        ? CHECKOUT_MESSAGES.paid
        : order.status === "failed"
          ? CHECKOUT_MESSAGES.failed
          : CHECKOUT_MESSAGES.pendingConfirmation;
    return {
      success: order.status === "paid",
      status: order.status,
      order_id: order.id,
      url: `/OrderConfirmation/${order.id}`,
      message,
    };
  }

  return {
    async verify(user: SessionUser, body: { order_id?: number } & ReturnParams): Promise<VerifyAnswer> {
      const order = await returnedOrder(user, body);
      if (order.status === "paid") return verifyAnswer(order);
      const payment = await latestPayment(db, order.id);
      const provider = payment && providers.get(payment.payType);
      if (!payment?.providerOrderId || !provider) throw new ValidationError(CHECKOUT_MESSAGES.verifyFailed);
      let state: ProviderPaymentState;
      try {
        state = await provider.confirmReturn(storedCharge(payment), body);
      } catch (error) {
        if (error instanceof SignatureError) {
          log.warn(
            { orderId: order.id, payType: payment.payType, reason: error.message },
            "payment return refused",
          );
          throw new ValidationError(CHECKOUT_MESSAGES.verifyFailed);
        }
        log.warn({ orderId: order.id, payType: payment.payType, err: error }, "payment return not checked");
        throw providerAnswerError(error);
      }
      return verifyAnswer(await settle(payment, state, "verify"));
    },

    /** The shopper left the provider's page: the order ends unless the provider says it was paid. */
    async cancel(
      user: SessionUser,
      body: { order_id?: number; token?: string; session_id?: string },
    ): Promise<CancelAnswer> {
      const order = await returnedOrder(user, body);
      if (order.status !== "pending") {
        return {
          message: order.status === "paid" ? CHECKOUT_MESSAGES.alreadyPaid : CHECKOUT_MESSAGES.cancelled,
          status: order.status,
          order_id: order.id,
        };
      }
      const payment = await latestPayment(db, order.id);
      const provider = payment && providers.get(payment.payType);
      if (payment?.providerOrderId && provider) {
        const state = await provider.fetchState(storedCharge(payment)).catch((error: unknown) => {
          log.error({ orderId: order.id, err: error }, "cancel: could not ask the provider; cancelling");
          return null;
        });
        if (state?.status === "paid") {
          const settled = await settle(payment, state, "cancel");
          return { message: CHECKOUT_MESSAGES.alreadyPaid, status: settled.status, order_id: order.id };
        }
      }
      const ended = await failOrder(deps, order.id, payment, STATUS_MESSAGES.cancelled);
      return { message: CHECKOUT_MESSAGES.cancelled, status: ended?.status ?? "failed", order_id: order.id };
    },
  };
}
