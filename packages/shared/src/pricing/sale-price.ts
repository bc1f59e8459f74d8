/**
 * The sale price staff see beside the regular price (spec §9: regular minus the percent discount,
 * rounded). Integer paise in and out; rounded to whole rupees, never above the regular price.
 */
export function salePricePaise(regularPaise: number, discount: number): number {
  if (!Number.isSafeInteger(regularPaise) || regularPaise < 0) {
    throw new RangeError(`regular price must be integer paise >= 0, got ${regularPaise}`);
  }
  if (!Number.isInteger(discount) || discount < 0 || discount > 100) {
    throw new RangeError(`discount must be a whole percent 0-100, got ${discount}`);
  }
  if (discount === 0) return regularPaise;
  const rupees = Math.round((regularPaise * (100 - discount)) / 10_000);
  return Math.min(regularPaise, rupees * 100);
}
