/**
 * Shipping within India (decision 007): an order whose items subtotal (after any coupon) reaches the
 * free-shipping threshold ships free; below it, one flat fee per order. Both figures are site settings
 * (`domestic_free_shipping_from`, `domestic_shipping_flat`, paise) that an admin changes; GET /api/shipping
 * gives them in rupees, and every page, text and total reads them from there.
 */
export type DomesticShippingRule = {
  /** Items subtotal from which shipping is free, in paise. */
  freeFromPaise: number;
  /** The fee below it, per order, in paise. */
  flatPaise: number;
};

/** The rule until an admin sets another: free from Rs 4,000, else Rs 200. */
export const DEFAULT_DOMESTIC_SHIPPING: DomesticShippingRule = { freeFromPaise: 400_000, flatPaise: 20_000 };

/** The bounds an admin may set, in whole rupees (a fee above Rs 5,000 or a threshold above Rs 10 lakh is a typo). */
export const SHIPPING_FEE_MAX_RUPEES = 5_000;
export const FREE_SHIPPING_FROM_MAX_RUPEES = 1_000_000;

/** The domestic shipping charge for an items subtotal; nothing for an empty order. */
export function domesticShippingPaise(
  subtotalPaise: number,
  rule: DomesticShippingRule = DEFAULT_DOMESTIC_SHIPPING,
): number {
  if (!Number.isSafeInteger(subtotalPaise))
    throw new RangeError(`subtotal must be integer paise, got ${subtotalPaise}`);
  if (subtotalPaise <= 0) return 0;
  return subtotalPaise >= rule.freeFromPaise ? 0 : rule.flatPaise;
}
