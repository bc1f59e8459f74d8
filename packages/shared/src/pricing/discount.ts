/**
 * The discount percent the shop shows beside a price (spec §9: rounded from regular vs selling).
 * Integer paise in; a whole percent out, 0 when there is no saving.
 */
export function discountPercent(regularPaise: number, sellingPaise: number): number {
  if (regularPaise <= 0 || sellingPaise >= regularPaise) return 0;
  return Math.round(((regularPaise - sellingPaise) * 100) / regularPaise);
}
