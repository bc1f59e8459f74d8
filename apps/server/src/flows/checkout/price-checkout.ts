import type { DeliveryDates, DeliveryPlan } from "@boutique/shared/delivery-dates";
import { type CodOffer, codOffer } from "@boutique/shared/pricing/cash-on-delivery";
import { rupeesToPaise } from "@boutique/shared/pricing/currency";
import {
  type CouponTerms,
  type OrderTotals,
  orderTotals,
  type PaymentTerms,
} from "@boutique/shared/pricing/order-totals";
import { stockPerUnit, stockTaken } from "@boutique/shared/pricing/stock-units";
import { CHECKOUT_MESSAGES, type PayType } from "@boutique/shared/schemas/checkout";
import { DELIVERY_MESSAGES } from "@boutique/shared/schemas/delivery";
import { isMadeToMeasure } from "@boutique/shared/schemas/order-lifecycle";
import type { Executor } from "../../db/transaction";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { AddressRow } from "../../modules/addresses/addresses.repository";
import { type CartLineRow, createCartRepository } from "../../modules/cart/cart.repository";
import { cartLineUnitPaise } from "../../modules/cart/cart.service";
import { type CheckoutCoupon, checkCoupon } from "../../modules/coupons/coupons.redemptions";
import { loadParcel, parcelDatesOf, readDeliveryRules } from "../../modules/delivery/delivery.service";
import { countRefusedParcels } from "../../modules/orders/orders.repository";
import { readCodRules } from "../../modules/settings/cod-settings";

/** The shipping module's quote, as the checkout asks it (India: the domestic rule; abroad: zones × weight). */
export type ShippingQuoter = {
  quote(
    input: { countryCode: string; weightGrams: number; itemsAfterDiscountPaise: number },
    executor?: Executor,
  ): Promise<{ deliverable: true; chargePaise: number; zone: string | null } | { deliverable: false }>;
};

/** A cart line priced on the server, with what it takes from stock (metres for goods sold by length). */
export type PricedLine = CartLineRow & { unitPaise: number; stockQuantity: number };

export type PricedCheckout = {
  lines: PricedLine[];
  coupon: CheckoutCoupon | null;
  address: AddressRow | null;
  totals: OrderTotals;
  deliverable: boolean;
  dollarRatePaise: number;
  /** Cash on delivery for this cart and address (reason null: the shop has it off), with its terms. */
  cod: (CodOffer | { offered: false; reason: null }) & { feePaise: number; prepaidDiscountPaise: number };
  /** The earliest days it leaves and arrives (at the address's country, else India); null: no courier goes there. */
  delivery: { dates: DeliveryDates; plan: DeliveryPlan } | null;
  /**
   * Rush tailoring where the shop offers it and the order has made-to-measure pieces: its fee for them all
   * (paise), the days it makes possible, and whether it is in these totals. Null: not on offer.
   */
  rush: { feePaise: number; dates: DeliveryDates | null; chosen: boolean } | null;
};

export type PriceInput = {
  userId: number;
  /** Buy Now: only this cart line. */
  line?: number;
  coupon?: string;
  address: AddressRow | null;
  /** The way of paying the totals are for; left out, paying online. */
  payType?: PayType;
  /** Rush tailoring: made-to-measure pieces made in the rush's days, each for the rush fee more. */
  rush?: boolean;
};

export type PricingDeps = {
  shipping: ShippingQuoter;
  dollarRatePaise: (executor: Executor) => Promise<number>;
};

/**
 * Prices what the customer is about to order from the server's cart and catalogue: the lines (or the one
 * Buy Now line), the coupon as this customer may use it, shipping to the address, the dollar rate. Nothing
 * the browser sends about prices is read.
 */
export async function priceCheckout(
  executor: Executor,
  deps: PricingDeps,
  input: PriceInput,
): Promise<PricedCheckout> {
  const cartLines = await createCartRepository(executor).listLines(input.userId, input.line);
  if (input.line !== undefined && cartLines.length === 0)
    throw new NotFoundError(CHECKOUT_MESSAGES.lineNotFound);
  if (cartLines.length === 0) throw new ValidationError(CHECKOUT_MESSAGES.emptyCart);
  const calendar = await readDeliveryRules(executor);
  const measured = (row: CartLineRow) => isMadeToMeasure(row.customization);
  const rushOffered = calendar.rush.enabled && cartLines.some(measured);
  if (input.rush && !rushOffered)
    throw new ValidationError(DELIVERY_MESSAGES.rushUnavailable, { field: "rush" });
  // Rushed, each made-to-measure piece costs the rush fee more: the fee is in its price (and invoice).
  const rushPaise = input.rush ? rupeesToPaise(calendar.rush.fee) : 0;
  const lines = cartLines.map((row) => ({
    ...row,
    unitPaise: cartLineUnitPaise(row) + (measured(row) ? rushPaise : 0),
    stockQuantity: stockTaken(row.quantity, stockPerUnit(row.kind, row.customization)),
  }));
  const coupon = input.coupon ? await checkCoupon(executor, input.coupon, input.userId) : null;
  const terms: CouponTerms | null = coupon
    ? { percent: coupon.discountPercent, maxDiscountPaise: coupon.maxDiscount }
    : null;
  const dollarRatePaise = await deps.dollarRatePaise(executor);
  const priced = lines.map((line) => ({
    unitPaise: line.unitPaise,
    quantity: line.quantity,
    weightGrams: line.weight_grams,
  }));
  const items = orderTotals({
    lines: priced,
    coupon: terms,
    shipping: { kind: "quoted", paise: 0 },
    dollarRatePaise,
  });
  let shippingPaise = 0;
  let deliverable = true;
  if (input.address) {
    const quote = await deps.shipping.quote(
      {
        countryCode: input.address.countryCode,
        weightGrams: items.weightGrams,
        itemsAfterDiscountPaise: items.subtotalPaise - items.discountPaise,
      },
      executor,
    );
    deliverable = quote.deliverable;
    shippingPaise = quote.deliverable ? quote.chargePaise : 0;
  }
  const shipping = { kind: "quoted", paise: shippingPaise } as const;
  const beforePayment = orderTotals({ lines: priced, coupon: terms, shipping, dollarRatePaise });
  const rules = await readCodRules(executor);
  const offer = codOffer(rules, {
    address: input.address && { countryCode: input.address.countryCode, zip: input.address.zip },
    totalPaise: beforePayment.totalPaise,
    lines,
    refusedParcels: rules.enabled ? await countRefusedParcels(executor, input.userId) : 0,
  });
  // COD adds its fee; paying online when COD was on offer takes the nudge off (issue 26 §1).
  const payment: PaymentTerms = {
    codFeePaise: offer.offered && input.payType === "COD" ? rules.feePaise : 0,
    prepaidDiscountPaise: offer.offered && input.payType !== "COD" ? rules.prepaidDiscountPaise : 0,
  };
  const totals = orderTotals({ lines: priced, coupon: terms, shipping, dollarRatePaise, payment });
  const cod = { ...offer, feePaise: rules.feePaise, prepaidDiscountPaise: rules.prepaidDiscountPaise };
  const parcel = lines.map((line) => ({ productId: line.product_id, madeToMeasure: measured(line) }));
  const country = input.address?.countryCode ?? "IN";
  // One read serves the dates as ordered and, where rush is offered, the dates it would make possible.
  const loaded = await loadParcel(executor, parcel, country, calendar);
  const delivery = loaded && parcelDatesOf(loaded, parcel, { rush: input.rush });
  const rush = rushOffered
    ? {
        feePaise:
          rupeesToPaise(calendar.rush.fee) *
          lines.filter(measured).reduce((pieces, line) => pieces + line.quantity, 0),
        dates: loaded && parcelDatesOf(loaded, parcel, { rush: true }).dates,
        chosen: Boolean(input.rush),
      }
    : null;
  return { lines, coupon, address: input.address, totals, deliverable, dollarRatePaise, cod, delivery, rush };
}
