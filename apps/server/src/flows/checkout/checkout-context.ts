import { isAllowed, ORDER_READERS } from "@boutique/shared/access";
import { CHECKOUT_MESSAGES, type PayType } from "@boutique/shared/schemas/checkout";
import type { Executor } from "../../db/transaction";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { type AddressRow, createAddressRepository } from "../../modules/addresses/addresses.repository";
import { findOrder, type OrderRow } from "../../modules/orders/orders.repository";
import {
  findPaymentByProviderOrder,
  latestPayment,
  type PaymentRow,
  storedCharge,
  updatePayment,
} from "../../modules/payments/payments.repository";
import type { PaymentProviders } from "../../modules/payments/providers/index";
import {
  AmountMismatchError,
  type PaymentProvider,
  type ProviderPaymentState,
  type ReturnParams,
  SignatureError,
} from "../../modules/payments/providers/provider";
import type { CheckoutMove } from "../../modules/recovery/recovery.service";
import type { SessionUser } from "../../plugins/auth";
import { type PricedCheckout, type PricingDeps, priceCheckout } from "./price-checkout";
import { applyPaymentState, failOrder, type SettleDeps, STATUS_MESSAGES } from "./settle-payment";

/** What every verb of the checkout shares (architecture §3, flows/). */
export type CheckoutDeps = SettleDeps &
  PricingDeps & {
    providers: PaymentProviders;
    holdMinutes: number;
    reconcileAfterMinutes: number;
    /** Told when a read settled an order (stock sold or given back): the cache areas it shows in are cleared. */
    ordersChanged?: () => void;
    /** Told of each move in the checkout, with what it priced, for reminders if it is left (issue 26 §3). */
    checkoutMoved?: (userId: number, move: CheckoutMove) => Promise<void>;
  };

export type CheckoutInput = {
  address?: number;
  coupon?: string;
  line?: number;
  pay_type?: PayType;
  /** When the shopper needs it (YYYY-MM-DD): the charge refuses a day the shop cannot make. */
  need_by?: string;
  /** Rush tailoring, where the shop offers it. */
  rush?: boolean;
};

/** The helpers the checkout's verbs (quote, charge, the return, reconcile, the order pages) have in common. */
export function createCheckoutContext(deps: CheckoutDeps) {
  const { db, log, providers } = deps;
  const addresses = createAddressRepository(db);

  async function ownAddress(userId: number, addressId: number | undefined): Promise<AddressRow | null> {
    if (addressId === undefined) return null;
    const address = await addresses.find(userId, addressId);
    if (!address) throw new NotFoundError(CHECKOUT_MESSAGES.addressNotFound);
    return address;
  }

  const price = (executor: Executor, userId: number, input: CheckoutInput, address: AddressRow | null) =>
    priceCheckout(executor, deps, {
      userId,
      line: input.line,
      coupon: input.coupon,
      address,
      payType: input.pay_type,
      rush: input.rush,
    });

  function providerFor(payType: PayType): PaymentProvider {
    const provider = providers.get(payType);
    if (!provider) throw new ValidationError(CHECKOUT_MESSAGES.payTypeUnavailable, { field: "pay_type" });
    return provider;
  }

  /**
   * The customer's own order; anyone else's is "not found", as if it did not exist. Staff whose screens
   * show orders may read any (ORDER_READERS); other staff only their own, like customers.
   */
  async function ownOrder(user: SessionUser, orderId: number, staffMaySee = false): Promise<OrderRow> {
    const order = await findOrder(db, orderId);
    const visible =
      order && (order.userId === user.id || (staffMaySee && isAllowed(ORDER_READERS, user.role)));
    if (!visible) throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
    return order;
  }

  /**
   * Applies a provider's state to the attempt. A report that is not about this charge (another order,
   * another amount) changes nothing: a 400 with one warning line.
   */
  async function settle(payment: PaymentRow, state: ProviderPaymentState, source: string): Promise<OrderRow> {
    try {
      return await applyPaymentState(deps, payment, state, source);
    } catch (error) {
      if (!(error instanceof SignatureError)) throw error;
      log.warn({ orderId: payment.orderId, source, reason: error.message }, "payment confirmation refused");
      throw new ValidationError(
        error instanceof AmountMismatchError ? STATUS_MESSAGES.amountMismatch : error.message,
      );
    }
  }

  /** Finds the order a return is about: the shop's order id, or the provider's id it carries. */
  async function returnedOrder(user: SessionUser, body: { order_id?: number } & ReturnParams) {
    if (body.order_id !== undefined) return ownOrder(user, body.order_id);
    const byProvider: [PayType, string | undefined][] = [
      ["Razorpay", body.razorpay_order_id],
      ["PayPal", body.token],
      ["Stripe", body.session_id],
    ];
    for (const [payType, id] of byProvider) {
      if (!id) continue;
      const payment = await findPaymentByProviderOrder(db, payType, id);
      if (payment) return ownOrder(user, payment.orderId);
    }
    throw new NotFoundError(CHECKOUT_MESSAGES.orderNotFound);
  }

  /** Asks the provider where an order's attempt stands and applies it; an expired pending order ends. */
  async function settleFromProvider(
    orderId: number,
    source: string,
    options: { notIfAskedWithinSeconds?: number } = {},
  ): Promise<OrderRow | null> {
    const order = await findOrder(db, orderId);
    if (order?.status !== "pending") return order;
    const payment = await latestPayment(db, orderId);
    const provider = payment ? providers.get(payment.payType) : null;
    const gapMs = (options.notIfAskedWithinSeconds ?? 0) * 1000;
    const askedLately = payment !== null && Date.now() - payment.updatedAt.getTime() < gapMs;
    if (payment?.providerOrderId && provider && !askedLately) {
      try {
        // Stamped first, so a page polling every few seconds asks the provider at most once per gap.
        if (gapMs > 0) await updatePayment(db, payment.id, {});
        const state = await provider.fetchState(storedCharge(payment));
        const settled = await settle(payment, state, source);
        if (settled.status !== "pending") return settled;
      } catch (error) {
        log.error({ orderId, err: error }, `${source}: could not ask the provider`);
        return order;
      }
    }
    if (order.expiresAt && order.expiresAt.getTime() <= Date.now()) {
      return failOrder(
        deps,
        orderId,
        payment,
        payment?.providerOrderId ? STATUS_MESSAGES.expired : STATUS_MESSAGES.notStarted,
      );
    }
    return order;
  }

  /** Tells the reminders of a move, from the lines this move priced (the cart is not read again). */
  async function moved(userId: number, step: CheckoutMove["step"], priced: PricedCheckout, orderId?: number) {
    if (!priced.address || !deps.checkoutMoved) return;
    await deps.checkoutMoved(userId, {
      step,
      items: priced.lines.map((line) => ({
        id: line.variant_id,
        size: line.size,
        quantity: line.quantity,
        customization: line.customization,
      })),
      totalPaise: priced.totals.totalPaise,
      addressId: priced.address.id,
      orderId,
    });
  }

  return { deps, ownAddress, price, moved, providerFor, ownOrder, settle, returnedOrder, settleFromProvider };
}

export type CheckoutContext = ReturnType<typeof createCheckoutContext>;
