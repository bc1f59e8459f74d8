/**
 * Returns policy (storefront spec §9, decision 025): what a return costs the customer, whether it is still in
 * time, and whether the customer's history still allows one. Money in the minor unit of the order's
 * currency (paise or cents).
 */

/** India: Rs 200 or 5%; abroad: USD 50 or 20%; whichever is lower. */
export const RETURN_FEES = {
  INR: { flatMinor: 20_000, percent: 5 },
  USD: { flatMinor: 5_000, percent: 20 },
} as const;

/** Returns are refused to a customer who has sent back more than this share of what was delivered. */
export const RETURN_RATE_LIMIT = 0.6;

/** The fee kept from a returned line's refund: the lower of the flat fee and the percentage, never more than the line. */
export function returnFee(amountMinor: number, currency: keyof typeof RETURN_FEES): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError(`amount must be a whole number >= 0, got ${amountMinor}`);
  const rule = RETURN_FEES[currency];
  return Math.min(rule.flatMinor, Math.round((amountMinor * rule.percent) / 100), amountMinor);
}

/** Still in time: at most `days` days after delivery (decision 006: 6 days, the return_window_days setting). */
export function withinReturnWindow(deliveredAt: Date, now: Date, days: number): boolean {
  return now.getTime() >= deliveredAt.getTime() && now.getTime() - deliveredAt.getTime() <= days * 86_400_000;
}

/** Returned pieces over delivered pieces; 0 for a customer with nothing delivered. */
export function returnRate(returnedPieces: number, deliveredPieces: number): number {
  return deliveredPieces <= 0 ? 0 : returnedPieces / deliveredPieces;
}

/**
 * Whether the customer may ask for another return: refused once what they have already sent back is
 * above the limit (a first return is always allowed, whatever the order's size).
 */
export function returnAllowed(returnedPieces: number, deliveredPieces: number): boolean {
  return returnRate(returnedPieces, deliveredPieces) <= RETURN_RATE_LIMIT;
}
