/**
 * Rupee and dollar amounts as the shop shows them. Amounts are integer paise (or cents); the
 * dollar rate is paise per dollar (8350 = Rs 83.50), as the settings store it.
 */

/** Rupees per dollar as GET /api/dollar shows it (83.5) → integer paise per dollar. */
export function ratePaiseFromRupees(rupeesPerDollar: number): number {
  const paise = Math.round(rupeesPerDollar * 100);
  if (!Number.isFinite(paise) || paise <= 0)
    throw new RangeError(`dollar rate must be positive, got ${rupeesPerDollar}`);
  return paise;
}

/** Dollars = rupees ÷ rate, to two decimals: returned as integer cents. */
export function paiseToDollarCents(paise: number, ratePaisePerDollar: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`amount must be integer paise, got ${paise}`);
  if (!Number.isSafeInteger(ratePaisePerDollar) || ratePaisePerDollar <= 0) {
    throw new RangeError(`dollar rate must be positive integer paise, got ${ratePaisePerDollar}`);
  }
  // paise / rate is dollars; × 100 is cents. Integers until the one rounding (half away from zero).
  const sign = paise < 0 ? -1 : 1;
  return sign * Math.round((Math.abs(paise) * 100) / ratePaisePerDollar);
}

/** Rupees for an API field (12499.5) from integer paise. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Integer paise from an API rupee figure, rounding away float noise (12499.5 → 1249950). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Groups digits the Indian way: 12,34,567. */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${rest},${last3}`;
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function split(minor: number): { sign: string; whole: string; fraction: string } {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount must be an integer, got ${minor}`);
  const abs = Math.abs(minor);
  return {
    sign: minor < 0 ? "-" : "",
    whole: String(Math.floor(abs / 100)),
    fraction: String(abs % 100).padStart(2, "0"),
  };
}

/** 'Rs 12,499' (en-IN grouping); paise appear only when there are some: 'Rs 5,520.75'. */
export function formatRupees(paise: number): string {
  const { sign, whole, fraction } = split(paise);
  return `${sign}Rs ${groupIndian(whole)}${fraction === "00" ? "" : `.${fraction}`}`;
}

/** '$149.70', always two decimals. */
export function formatDollars(cents: number): string {
  const { sign, whole, fraction } = split(cents);
  return `${sign}$${groupThousands(whole)}.${fraction}`;
}
