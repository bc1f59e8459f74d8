import { paiseToRupees } from "@boutique/shared/pricing/currency";
import {
  CHECKOUT_MESSAGES,
  type CouponAnswer,
  type QuoteAnswer,
  type ShippingQuoteAnswer,
} from "@boutique/shared/schemas/checkout";
import { needByProblem, presentDates } from "../../modules/delivery/delivery.service";
import type { SessionUser } from "../../plugins/auth";
import type { CheckoutContext, CheckoutInput } from "./checkout-context";
import { presentTotals } from "./order-presenter";
import type { PricedCheckout } from "./price-checkout";

/** Whether the shop can deliver by the day asked; a quote only tells, the charge refuses. */
function needByAnswer(needBy: string | undefined, priced: PricedCheckout): QuoteAnswer["need_by"] {
  if (!needBy || !priced.delivery) return null;
  const message = needByProblem(needBy, priced.delivery);
  return { date: needBy, ok: message === null, message };
}

/** What the checkout page asks before paying: the priced cart, a coupon, the shipping to an address. */
export function quoteVerbs({ deps, ownAddress, price, moved }: CheckoutContext) {
  const { db, providers } = deps;
  return {
    async quote(user: SessionUser, input: CheckoutInput): Promise<QuoteAnswer> {
      const address = await ownAddress(user.id, input.address);
      const priced = await price(db, user.id, input, address);
      // The checkout reached an address: followed for reminders if it is left unpaid (issue 26 §3).
      if (priced.deliverable) await moved(user.id, "address", priced);
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
        pay_types: priced.cod.offered ? [...providers.available(), "COD"] : providers.available(),
        cod: {
          offered: priced.cod.offered,
          reason: priced.cod.offered ? null : priced.cod.reason,
          fee: paiseToRupees(priced.cod.feePaise),
          prepaid_discount: paiseToRupees(priced.cod.prepaidDiscountPaise),
        },
        delivery: priced.delivery && {
          country: priced.address?.countryCode ?? "IN",
          ...presentDates(priced.delivery.dates),
        },
        rush: priced.rush && {
          fee: paiseToRupees(priced.rush.feePaise),
          deliver_on: priced.rush.dates?.deliverOn ?? null,
          chosen: priced.rush.chosen,
        },
        need_by: needByAnswer(input.need_by, priced),
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
  };
}
