import { createHash } from "node:crypto";
import {
  CHECKOUT_MESSAGES,
  type ChargeAnswer,
  orderNumber,
  type PayType,
} from "@boutique/shared/schemas/checkout";
import { isMadeToMeasure } from "@boutique/shared/schemas/order-lifecycle";
import { ValidationError } from "../../lib/errors";
import { reserveCoupon } from "../../modules/coupons/coupons.redemptions";
import { needByProblem } from "../../modules/delivery/delivery.service";
import { reserveStock } from "../../modules/inventory/stock.repository";
import { lockCustomerCheckout } from "../../modules/orders/checkout-lock";
import {
  insertOrder,
  listPendingOrders,
  lockOrder,
  type OrderRow,
} from "../../modules/orders/orders.repository";
import {
  insertPayment,
  latestPayment,
  type PaymentRow,
  updatePayment,
} from "../../modules/payments/payments.repository";
import { PaymentUnavailableError } from "../../modules/payments/providers/index";
import { readCodRules } from "../../modules/settings/cod-settings";
import type { SessionUser } from "../../plugins/auth";
import { COD_STATUS_MESSAGES, sendCodeMail as sendCode } from "./cash-on-delivery";
import type { CheckoutContext, CheckoutInput } from "./checkout-context";
import { presentTotals } from "./order-presenter";
import type { PricedCheckout } from "./price-checkout";
import { failOrder, markFailed, STATUS_MESSAGES } from "./settle-payment";

/**
 * Placing the order: price on the server, hold stock and coupon with the order in one transaction, then
 * start the provider's charge (undo: fail the order, which gives both back).
 */
export function chargeVerbs({ deps, ownAddress, price, moved, providerFor }: CheckoutContext) {
  const { db, log } = deps;

  function fingerprintOf(priced: PricedCheckout, payType: PayType, needBy: string | undefined): string {
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
      // An order placed for another day is another order (its promise differs).
      ...(needBy ? { needBy } : {}),
      ...(priced.rush?.chosen ? { rush: true } : {}),
    };
    return createHash("sha256").update(JSON.stringify(what)).digest("hex");
  }

  /** A new checkout replaces the customer's other unpaid ones (their stock and coupon go back first). */
  async function replacePendingOrders(userId: number, keep: string) {
    await db.transaction(async (tx) => {
      await lockCustomerCheckout(tx, userId);
      for (const order of await listPendingOrders(tx, userId)) {
        const payment = await latestPayment(tx, order.id);
        if (order.fingerprint === keep && (payment?.providerOrderId || order.payType === "COD")) continue;
        const locked = await lockOrder(tx, order.id);
        if (locked) await markFailed(tx, locked, payment, STATUS_MESSAGES.replaced);
      }
    });
  }

  function chargeAnswer(
    order: OrderRow,
    payment: PaymentRow | null,
    priced: PricedCheckout,
    user: SessionUser,
  ): ChargeAnswer {
    const client = (payment?.details.client ?? {}) as { url?: string; key?: string };
    const base = {
      order_id: order.id,
      order_number: orderNumber(order.id),
      pay_type: order.payType,
      status: order.status,
      amount: order.amountCharged,
      currency: order.currency,
      totals: presentTotals(priced.totals, priced.dollarRatePaise, priced.coupon),
    };
    // Cash on delivery: the order's page, where the shopper types the code from their message.
    if (order.payType === "COD") return { ...base, url: `/OrderConfirmation/${order.id}` };
    if (order.payType !== "Razorpay") return { ...base, url: client.url };
    return {
      ...base,
      id: payment?.providerOrderId ?? undefined,
      key: client.key,
      name: "Rangrez Boutique",
      prefill: {
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        contact: priced.address?.mobile ?? user.mobile,
      },
    };
  }

  /**
   * An order is placed only to an address the shop delivers to; cash on delivery only where its rules
   * allow (a request straight to the API is refused with the same line the checkout shows).
   */
  function assertChargeable(priced: PricedCheckout, cod: boolean, needBy: string | undefined) {
    if (!priced.deliverable)
      throw new ValidationError(CHECKOUT_MESSAGES.notDeliverable, { field: "address" });
    if (cod && !priced.cod.offered) {
      throw new ValidationError(priced.cod.reason ?? CHECKOUT_MESSAGES.payTypeUnavailable, {
        field: "pay_type",
      });
    }
    const late = needBy && priced.delivery ? needByProblem(needBy, priced.delivery) : null;
    if (late) throw new ValidationError(late, { field: "need_by" });
  }

  return {
    async charge(
      user: SessionUser,
      input: CheckoutInput & { address: number; pay_type: PayType },
    ): Promise<ChargeAnswer> {
      const cod = input.pay_type === "COD";
      const provider = cod ? null : providerFor(input.pay_type);
      const address = await ownAddress(user.id, input.address);
      const preview = await price(db, user.id, input, address);
      assertChargeable(preview, cod, input.need_by);
      await replacePendingOrders(user.id, fingerprintOf(preview, input.pay_type, input.need_by));
      const confirmHours = cod ? (await readCodRules(db)).confirmHours : 0;

      const held = await db.transaction(async (tx) => {
        await lockCustomerCheckout(tx, user.id);
        // Priced again inside the lock: what is held and charged is what the customer has now.
        const priced = await price(tx, user.id, input, address);
        assertChargeable(priced, cod, input.need_by);
        const fingerprint = fingerprintOf(priced, input.pay_type, input.need_by);
        for (const pending of await listPendingOrders(tx, user.id)) {
          const payment = await latestPayment(tx, pending.id);
          if (
            pending.fingerprint === fingerprint &&
            (payment?.providerOrderId || pending.payType === "COD")
          ) {
            return { order: pending, payment, priced, reused: true };
          }
        }
        const totals = priced.totals;
        const currency = provider?.currency ?? "INR";
        const order = await insertOrder(
          tx,
          {
            userId: user.id,
            payType: input.pay_type,
            // Cash on delivery waits for the shopper's confirmation; online, for the provider.
            status: cod ? "awaiting_confirmation" : "pending",
            subtotal: totals.subtotalPaise,
            discount: totals.discountPaise,
            prepaidDiscount: totals.prepaidDiscountPaise,
            codFee: totals.codFeePaise,
            shipping: totals.shippingPaise,
            total: totals.totalPaise,
            amountCharged: currency === "USD" ? totals.totalUsdCents : totals.totalPaise,
            currency,
            dollarRate: priced.dollarRatePaise,
            couponCode: priced.coupon?.code ?? null,
            couponPercent: priced.coupon?.discountPercent ?? null,
            email: user.email,
            fingerprint,
            expiresAt: new Date(Date.now() + (cod ? confirmHours * 60 : deps.holdMinutes) * 60_000),
            statusMessage: cod ? COD_STATUS_MESSAGES.awaiting : CHECKOUT_MESSAGES.pendingConfirmation,
            // What the shop promised when the order was placed (decision 053), and the day asked for.
            needBy: input.need_by ?? null,
            dispatchBy: priced.delivery?.dates.dispatchOn ?? null,
            deliverBy: priced.delivery?.dates.deliverOn ?? null,
            rushFee: priced.rush?.chosen ? priced.rush.feePaise : 0,
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
        if (cod) {
          await sendCode(tx, deps, order, confirmHours);
          return { order, payment: null, priced, reused: false };
        }
        const payment = await insertPayment(tx, {
          orderId: order.id,
          payType: input.pay_type,
          amount: order.amountCharged,
          currency,
          details: { idempotencyKey: `${orderNumber(order.id)}-${Date.now().toString(36)}` },
        });
        return { order, payment, priced, reused: false };
      });
      await moved(user.id, "payment", held.priced, held.order.id);

      if (held.reused || !held.payment || !provider) {
        return chargeAnswer(held.order, held.payment, held.priced, user);
      }
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
  };
}
