import { createHash } from "node:crypto";
import { isAllowed, ORDER_READERS } from "@boutique/shared/access";
import { paiseToRupees } from "@boutique/shared/pricing/currency";
import {
  type CancelAnswer,
  CHECKOUT_MESSAGES,
  type ChargeAnswer,
  type CouponAnswer,
  orderNumber,
  type PayType,
  type QuoteAnswer,
  type ShippingQuoteAnswer,
  type VerifyAnswer,
} from "@boutique/shared/schemas/checkout";
import { isMadeToMeasure } from "@boutique/shared/schemas/order-lifecycle";
import type { Executor } from "../../db/transaction";
import { DomainError, NotFoundError, ValidationError } from "../../lib/errors";
import { withoutNul } from "../../lib/text-rules";
import { type AddressRow, createAddressRepository } from "../../modules/addresses/addresses.repository";
import { reserveCoupon } from "../../modules/coupons/coupons.redemptions";
import { reserveStock } from "../../modules/inventory/stock.repository";
import { listOrderDocuments } from "../../modules/invoices/invoices.repository";
import { lockCustomerCheckout } from "../../modules/orders/checkout-lock";
import {
  claimPendingOrders,
  findOrder,
  findOrderShipping,
  insertOrder,
  listCustomerOrders,
  listOrderEvents,
  listOrderLines,
  listPendingOrders,
  lockOrder,
  type OrderRow,
} from "../../modules/orders/orders.repository";
import {
  findPaymentByProviderOrder,
  finishWebhookEvent,
  insertPayment,
  latestPayment,
  markWebhookEventError,
  type PaymentRow,
  recordWebhookEvent,
  storedCharge,
  updatePayment,
} from "../../modules/payments/payments.repository";
import { ProviderHttpError } from "../../modules/payments/providers/http";
import {
  type PaymentProvider,
  type ProviderName,
  type ProviderPaymentState,
  type ReturnParams,
  SignatureError,
} from "../../modules/payments/providers/provider";
import type { SessionUser } from "../../plugins/auth";
import { presentOrderDetail, presentOrderRow, presentTotals } from "./order-presenter";
import { type PricedCheckout, type PricingDeps, priceCheckout } from "./price-checkout";
import {
  AmountMismatchError,
  applyPaymentState,
  failOrder,
  markFailed,
  type SettleDeps,
  STATUS_MESSAGES,
} from "./settle-payment";

export type Providers = {
  get(payType: PayType): PaymentProvider | null;
  byName(name: ProviderName): PaymentProvider | null;
  available(): PayType[];
};

export type CheckoutDeps = SettleDeps &
  PricingDeps & {
    providers: Providers;
    holdMinutes: number;
    reconcileAfterMinutes: number;
    /** Told when a read settled an order (stock sold or given back): the cache areas it shows in are cleared. */
    ordersChanged?: () => void;
  };

/** The provider could not be reached or refused to start a charge; nothing is held. */
export class PaymentUnavailableError extends DomainError {
  override readonly statusCode = 502;
}

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

type CheckoutInput = { address?: number; coupon?: string; line?: number };

/**
 * Cart → paid order across modules (architecture §3, flows/): price on the server, hold stock and coupon with
 * the order in one transaction, start the provider's charge (undo: fail the order, which gives both back),
 * and settle through the one transition whoever reports first: the browser, a webhook or the reconciler.
 */
export function createCheckoutFlow(deps: CheckoutDeps) {
  const { db, log, providers } = deps;
  const addresses = createAddressRepository(db);

  async function ownAddress(userId: number, addressId: number | undefined): Promise<AddressRow | null> {
    if (addressId === undefined) return null;
    const address = await addresses.find(userId, addressId);
    if (!address) throw new NotFoundError(CHECKOUT_MESSAGES.addressNotFound);
    return address;
  }

  const price = (executor: Executor, userId: number, input: CheckoutInput, address: AddressRow | null) =>
    priceCheckout(executor, deps, { userId, line: input.line, coupon: input.coupon, address });

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

  function fingerprintOf(priced: PricedCheckout, payType: PayType): string {
    const what = {
      lines: priced.lines.map((line) => [
        line.cart_id,
        line.variant_id,
        line.size,
        line.quantity,
        line.unitPaise,
      ]),
      address: priced.address && [priced.address.id, priced.address.updatedAt.toISOString()],
      coupon: priced.coupon?.id ?? null,
      payType,
      total: priced.totals.totalPaise,
    };
    return createHash("sha256").update(JSON.stringify(what)).digest("hex");
  }

  /** A new checkout replaces the customer's other unpaid ones (their stock and coupon go back first). */
  async function replacePendingOrders(userId: number, keep: string) {
    await db.transaction(async (tx) => {
      await lockCustomerCheckout(tx, userId);
      for (const order of await listPendingOrders(tx, userId)) {
        const payment = await latestPayment(tx, order.id);
        if (order.fingerprint === keep && payment?.providerOrderId) continue;
        const locked = await lockOrder(tx, order.id);
        if (locked) await markFailed(tx, locked, payment, STATUS_MESSAGES.replaced);
      }
    });
  }

  function chargeAnswer(
    order: OrderRow,
    payment: PaymentRow,
    priced: PricedCheckout,
    user: SessionUser,
  ): ChargeAnswer {
    const client = (payment.details.client ?? {}) as { url?: string; key?: string };
    const base = {
      order_id: order.id,
      order_number: orderNumber(order.id),
      pay_type: order.payType,
      status: order.status,
      amount: payment.amount,
      currency: payment.currency,
      totals: presentTotals(priced.totals, priced.dollarRatePaise, priced.coupon),
    };
    if (order.payType !== "Razorpay") return { ...base, url: client.url };
    return {
      ...base,
      id: payment.providerOrderId ?? undefined,
      key: client.key,
      name: "Rangrez Boutique",
      prefill: {
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        contact: priced.address?.mobile ?? user.mobile,
      },
    };
  }

  /** Applies a provider's state to the attempt, turning a mismatch into a 400 with one warning line. */
  async function settle(payment: PaymentRow, state: ProviderPaymentState, source: string): Promise<OrderRow> {
    try {
      return await applyPaymentState(deps, payment, state, source);
    } catch (error) {
      if (error instanceof AmountMismatchError) {
        log.warn({ orderId: payment.orderId, source, reason: error.message }, "payment confirmation refused");
      }
      throw error;
    }
  }

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

  return {
    payTypes: () => providers.available(),

    async quote(user: SessionUser, input: CheckoutInput): Promise<QuoteAnswer> {
      const address = await ownAddress(user.id, input.address);
      const priced = await price(db, user.id, input, address);
      return {
        lines: priced.lines.map((line) => ({
          cart_id: line.cart_id,
          product_id: line.product_id,
          name: line.name,
          image: line.image,
          category: line.category,
          color: line.color,
          size: line.size,
          quantity: line.quantity,
          selling_price: paiseToRupees(line.unitPaise),
          line_total: paiseToRupees(line.unitPaise * line.quantity),
          customization: line.customization,
        })),
        totals: presentTotals(priced.totals, priced.dollarRatePaise, priced.coupon),
        deliverable: priced.deliverable,
        ...(priced.deliverable ? {} : { message: CHECKOUT_MESSAGES.notDeliverable }),
        pay_types: providers.available(),
      };
    },

    async applyCoupon(user: SessionUser, code: string, line?: number): Promise<CouponAnswer> {
      const priced = await price(db, user.id, { coupon: code, line }, null);
      const coupon = priced.coupon!;
      return {
        message: CHECKOUT_MESSAGES.couponApplied,
        coupon: {
          code: coupon.code,
          discount: coupon.discountPercent,
          max_discount: coupon.maxDiscount === null ? null : paiseToRupees(coupon.maxDiscount),
        },
        amount: paiseToRupees(priced.totals.discountPaise),
      };
    },

    /** Spec §7: the shipping charge to an address for the cart the server holds (never the weight in the URL). */
    async shippingQuote(user: SessionUser, addressId: number): Promise<ShippingQuoteAnswer> {
      const address = await ownAddress(user.id, addressId);
      const priced = await price(db, user.id, {}, address);
      if (!priced.deliverable) return { status: false, message: CHECKOUT_MESSAGES.notDeliverable };
      return { status: true, Details: { ShippingCharge: paiseToRupees(priced.totals.shippingPaise) } };
    },

    async charge(
      user: SessionUser,
      input: CheckoutInput & { address: number; pay_type: PayType },
    ): Promise<ChargeAnswer> {
      const provider = providerFor(input.pay_type);
      const address = await ownAddress(user.id, input.address);
      const preview = await price(db, user.id, input, address);
      if (!preview.deliverable)
        throw new ValidationError(CHECKOUT_MESSAGES.notDeliverable, { field: "address" });
      await replacePendingOrders(user.id, fingerprintOf(preview, input.pay_type));

      const held = await db.transaction(async (tx) => {
        await lockCustomerCheckout(tx, user.id);
        // Priced again inside the lock: what is held and charged is what the customer has now.
        const priced = await price(tx, user.id, input, address);
        if (!priced.deliverable)
          throw new ValidationError(CHECKOUT_MESSAGES.notDeliverable, { field: "address" });
        const fingerprint = fingerprintOf(priced, input.pay_type);
        for (const pending of await listPendingOrders(tx, user.id)) {
          const payment = await latestPayment(tx, pending.id);
          if (pending.fingerprint === fingerprint && payment?.providerOrderId) {
            return { order: pending, payment, priced, reused: true };
          }
        }
        const totals = priced.totals;
        const currency = provider.currency;
        const order = await insertOrder(
          tx,
          {
            userId: user.id,
            payType: input.pay_type,
            subtotal: totals.subtotalPaise,
            discount: totals.discountPaise,
            shipping: totals.shippingPaise,
            total: totals.totalPaise,
            amountCharged: currency === "USD" ? totals.totalUsdCents : totals.totalPaise,
            currency,
            dollarRate: priced.dollarRatePaise,
            couponCode: priced.coupon?.code ?? null,
            couponPercent: priced.coupon?.discountPercent ?? null,
            email: user.email,
            fingerprint,
            expiresAt: new Date(Date.now() + deps.holdMinutes * 60_000),
            statusMessage: CHECKOUT_MESSAGES.pendingConfirmation,
          },
          priced.lines.map((line) => ({
            stockQuantity: line.stockQuantity,
            productId: line.product_id,
            variantId: line.variant_id,
            name: line.name,
            image: line.image,
            category: line.category,
            color: line.color,
            size: line.size,
            quantity: line.quantity,
            sellingPrice: line.unitPaise,
            lineTotal: line.unitPaise * line.quantity,
            weightGrams: line.weight_grams,
            cartItemId: line.cart_id,
            customization: line.customization,
            fullCustomization: line.customization,
            madeToMeasure: isMadeToMeasure(line.customization),
          })),
          {
            firstName: address!.firstName,
            lastName: address!.lastName,
            fullName: `${address!.firstName} ${address!.lastName}`.trim(),
            address1: address!.address1,
            address2: address!.address2,
            city: address!.city,
            state: address!.state,
            zip: address!.zip,
            country: address!.countryCode,
            mobile: address!.mobile,
            sMobile: address!.mobile,
            sEmail: address!.email,
          },
        );
        // Metres for goods sold by length: a 10 m cut takes 10 m from the row (decision 040).
        await reserveStock(
          tx,
          priced.lines.map((line) => ({
            variantId: line.variant_id,
            size: line.size,
            quantity: line.stockQuantity,
          })),
        );
        if (priced.coupon) await reserveCoupon(tx, priced.coupon.id, user.id, order.id);
        const payment = await insertPayment(tx, {
          orderId: order.id,
          payType: input.pay_type,
          amount: order.amountCharged,
          currency,
          details: { idempotencyKey: `${orderNumber(order.id)}-${Date.now().toString(36)}` },
        });
        return { order, payment, priced, reused: false };
      });

      if (held.reused) return chargeAnswer(held.order, held.payment, held.priced, user);
      const { order, payment, priced } = held;
      try {
        const created = await provider.createCharge({
          orderId: order.id,
          orderNumber: orderNumber(order.id),
          amount: payment.amount,
          currency: payment.currency,
          customer: {
            name: `${address!.firstName} ${address!.lastName}`.trim(),
            email: user.email,
            phone: address!.mobile,
          },
          returnUrl: `${deps.publicUrl}/Success?order_id=${order.id}`,
          cancelUrl: `${deps.publicUrl}/Cancel?order_id=${order.id}`,
          idempotencyKey: String(payment.details.idempotencyKey),
          description: `Order ${orderNumber(order.id)}`,
        });
        const details = {
          ...payment.details,
          client: { url: created.redirectUrl, key: created.publicKey },
          created: created.raw,
        };
        await updatePayment(db, payment.id, { providerOrderId: created.providerOrderId, details });
        return chargeAnswer(
          order,
          { ...payment, providerOrderId: created.providerOrderId, details },
          priced,
          user,
        );
      } catch (error) {
        // Undo: the order ends and gives back its stock and coupon.
        await failOrder(deps, order.id, payment, STATUS_MESSAGES.notStarted);
        log.error({ orderId: order.id, err: error }, "could not start the provider's charge");
        throw new PaymentUnavailableError("We could not start the payment. Please try again in a minute.");
      }
    },

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

    /** A provider's webhook, verified on its raw bytes, stored once, applied through the same transition. */
    async handleWebhook(
      name: ProviderName,
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ) {
      const provider = providers.byName(name);
      if (!provider) throw new NotFoundError("This payment provider is not configured.");
      let event: Awaited<ReturnType<PaymentProvider["parseWebhook"]>>;
      try {
        event = await provider.parseWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof SignatureError) {
          log.warn({ provider: name, reason: error.message }, "webhook signature refused");
          throw new ValidationError("Invalid webhook signature.");
        }
        // PayPal's verify call did not answer: 502, and PayPal delivers again later.
        if (error instanceof ProviderHttpError) {
          log.warn({ provider: name, err: error }, "webhook could not be verified");
          throw new PaymentUnavailableError(CHECKOUT_MESSAGES.providerDown);
        }
        throw error;
      }
      // PostgreSQL stores no NUL character: a genuine event keeps U+FFFD in its place, ids included.
      event = withoutNul(event);
      const stored = await recordWebhookEvent(db, {
        provider: name,
        eventId: event.eventId,
        type: event.type,
        payload: event.payload,
      });
      if (!stored.fresh) return { received: true, duplicate: true };
      if (event.unreadable) {
        // Genuine but unreadable: the provider would send the same bytes again, so it is acknowledged.
        log.warn(
          { provider: name, eventId: event.eventId, reason: event.unreadable },
          "webhook event not readable",
        );
        await finishWebhookEvent(db, stored.id, "failed", event.unreadable);
        return { received: true, duplicate: false, outcome: "failed" as const };
      }
      try {
        const payment = event.providerOrderId
          ? await findPaymentByProviderOrder(db, provider.payType, event.providerOrderId)
          : null;
        const ignored = !payment
          ? event.providerOrderId
            ? "no payment of this shop's has this provider order id"
            : `${event.type} names no payment the shop acts on`
          : !event.state && !event.needsCapture
            ? `${event.type} reports no payment outcome`
            : null;
        if (payment && !ignored) {
          const state = event.needsCapture ? await provider.fetchState(storedCharge(payment)) : event.state;
          // A failed attempt may be one try of several: only the provider's final word closes the order.
          if (state && provider.isFinal(state)) await settle(payment, state, `webhook:${event.type}`);
        }
        await finishWebhookEvent(db, stored.id, ignored ? "ignored" : "applied", ignored);
        return {
          received: true,
          duplicate: false,
          outcome: ignored ? ("ignored" as const) : ("applied" as const),
        };
      } catch (error) {
        // The provider's own answer refused the charge's amount or currency (PayPal's capture of an order
        // changed behind the shop's back): the event is genuine and kept as failed; nothing is settled.
        if (error instanceof SignatureError) {
          log.warn(
            { provider: name, eventId: event.eventId, reason: error.message },
            "webhook event refused",
          );
          await finishWebhookEvent(db, stored.id, "failed", error.message);
          return { received: true, duplicate: false, outcome: "failed" as const };
        }
        await markWebhookEventError(db, stored.id, error instanceof Error ? error.message : String(error));
        // The provider was asked (PayPal's capture) and did not answer: 502, and it delivers again later.
        throw error instanceof ProviderHttpError
          ? new PaymentUnavailableError(CHECKOUT_MESSAGES.providerDown)
          : error;
      }
    },

    /** One reconciler pass: orders pending past the threshold are settled from the provider or expired. */
    async reconcile(options: { olderThanMinutes?: number; limit?: number; claimGapSeconds?: number } = {}) {
      const ids = await claimPendingOrders(db, {
        olderThanMinutes: options.olderThanMinutes ?? deps.reconcileAfterMinutes,
        limit: options.limit ?? 50,
        claimGapSeconds: options.claimGapSeconds ?? 60,
      });
      const results = [];
      for (const id of ids) results.push(await settleFromProvider(id, "reconciler"));
      return results.filter((order): order is OrderRow => order !== null);
    },

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

    /** Names for tests and the jobs. */
    settleFromProvider,
  };
}

export type CheckoutFlow = ReturnType<typeof createCheckoutFlow>;
