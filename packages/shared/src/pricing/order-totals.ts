import { paiseToDollarCents } from "./currency";
import { type DomesticShippingRule, domesticShippingPaise } from "./shipping";

/**
 * One money calculation for an order (architecture §4): the lines, the coupon with its cap, shipping and the
 * dollar equivalent, all integer paise (cents for dollars). The server charges this figure; the pages
 * show the server's answer, never a sum of their own.
 */

export type PricedLine = {
  /** Price of one unit of the chosen options (turban length and stitching, fabric metres), paise. */
  unitPaise: number;
  quantity: number;
  /** Weight of one unit, grams. */
  weightGrams: number;
};

export type CouponTerms = {
  /** Whole percent, 1-100. */
  percent: number;
  /** Cap on the discount in paise; null means no cap (the welcome code). */
  maxDiscountPaise: number | null;
};

/** India: the domestic rule on the items after discount (decision 007). Abroad: a quoted charge. */
export type ShippingTerms =
  | { kind: "domestic"; rule: DomesticShippingRule }
  | { kind: "quoted"; paise: number };

/**
 * What the way of paying adds or takes (issue 26 §1): cash on delivery's fee, or the amount off for paying
 * online when COD was on offer. At most one is non-zero.
 */
export type PaymentTerms = { codFeePaise: number; prepaidDiscountPaise: number };

export type OrderTotals = {
  subtotalPaise: number;
  /** The coupon's discount and the amount off for paying online, together. */
  discountPaise: number;
  shippingPaise: number;
  /** Part of discountPaise: off for paying online. */
  prepaidDiscountPaise: number;
  /** Part of totalPaise: cash on delivery's fee. */
  codFeePaise: number;
  totalPaise: number;
  /** The total in dollars at the rate, cents: what PayPal charges. */
  totalUsdCents: number;
  weightGrams: number;
};

function assertWhole(value: number, what: string, min = 0) {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${what} must be an integer >= ${min}, got ${value}`);
}

/** The coupon's discount on a subtotal: percent of it, rounded half up to the paisa, never above the cap. */
export function couponDiscountPaise(subtotalPaise: number, coupon: CouponTerms | null): number {
  if (!coupon) return 0;
  assertWhole(subtotalPaise, "subtotal");
  assertWhole(coupon.percent, "coupon percent", 0);
  if (coupon.percent > 100) throw new RangeError(`coupon percent must be at most 100, got ${coupon.percent}`);
  const discount = Math.round((subtotalPaise * coupon.percent) / 100);
  return coupon.maxDiscountPaise === null ? discount : Math.min(discount, coupon.maxDiscountPaise);
}

export function orderTotals(input: {
  lines: readonly PricedLine[];
  coupon: CouponTerms | null;
  shipping: ShippingTerms;
  dollarRatePaise: number;
  payment?: PaymentTerms;
}): OrderTotals {
  let subtotalPaise = 0;
  let weightGrams = 0;
  for (const line of input.lines) {
    assertWhole(line.unitPaise, "unit price");
    assertWhole(line.quantity, "quantity", 1);
    assertWhole(line.weightGrams, "weight");
    subtotalPaise += line.unitPaise * line.quantity;
    weightGrams += line.weightGrams * line.quantity;
  }
  const couponPaise = couponDiscountPaise(subtotalPaise, input.coupon);
  const codFeePaise = input.payment?.codFeePaise ?? 0;
  assertWhole(codFeePaise, "COD fee");
  assertWhole(input.payment?.prepaidDiscountPaise ?? 0, "prepaid discount");
  // Never more off than the items cost, and the shipping rule reads the items after the coupon only.
  const prepaidDiscountPaise = Math.min(
    input.payment?.prepaidDiscountPaise ?? 0,
    subtotalPaise - couponPaise,
  );
  const discountPaise = couponPaise + prepaidDiscountPaise;
  const items = subtotalPaise - couponPaise;
  let shippingPaise = 0;
  if (input.lines.length > 0) {
    if (input.shipping.kind === "domestic") shippingPaise = domesticShippingPaise(items, input.shipping.rule);
    else {
      assertWhole(input.shipping.paise, "shipping");
      shippingPaise = input.shipping.paise;
    }
  }
  const totalPaise = items - prepaidDiscountPaise + shippingPaise + codFeePaise;
  return {
    subtotalPaise,
    discountPaise,
    shippingPaise,
    prepaidDiscountPaise,
    codFeePaise,
    totalPaise,
    totalUsdCents: paiseToDollarCents(totalPaise, input.dollarRatePaise),
    weightGrams,
  };
}

/**
 * What one line of a placed order was paid, in the minor unit the order was charged in: its price less its
 * share of the coupon (shipping is not a line's), scaled to dollars for an order charged in dollars. The
 * refund of a line and the refund of a returned piece both start from this.
 */
export function linePaidMinor(
  order: {
    subtotal: number;
    discount: number;
    total: number;
    amountCharged: number;
    currency: "INR" | "USD";
  },
  lineTotalPaise: number,
): number {
  const afterCoupon =
    lineTotalPaise -
    (order.subtotal > 0 ? Math.round((lineTotalPaise * order.discount) / order.subtotal) : 0);
  return order.currency === "INR"
    ? afterCoupon
    : Math.round((afterCoupon * order.amountCharged) / Math.max(1, order.total));
}
