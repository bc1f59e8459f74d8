/**
 * Money is kept as integers in minor units (paise, cents). Providers that speak decimal strings (PayPal)
 * are converted at the edge with string arithmetic, never floats.
 */

const ZERO_DECIMAL = new Set([
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "HUF",
  "JPY",
  "KMF",
  "KRW",
  "MGA",
  "PYG",
  "RWF",
  "TWD",
]);
export function decimalsOf(currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
}

/** "100.5" → 10050 for USD; null when the text is not an amount or has more decimals than allowed. */
export function decimalToMinor(value: string, currency: string): number | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return null;
  const digits = decimalsOf(currency);
  const fraction = match[2] ?? "";
  if (fraction.length > digits) return null;
  const minor = Number(match[1] + fraction.padEnd(digits, "0"));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 10050 → "100.50" for USD. */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = decimalsOf(currency);
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  const sign = minor < 0 ? "-" : "";
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** What the pages show: "Rs 12,499" / "Rs 5,520.75" like the shop, "$149.70" for dollars. */
export function formatMoney(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits = decimalsOf(code);
  const major = minor / 10 ** digits;
  if (code === "INR") {
    const paise = minor % 100 !== 0;
    const text = new Intl.NumberFormat("en-IN", {
      minimumFractionDigits: paise ? 2 : 0,
      maximumFractionDigits: 2,
    }).format(major);
    return `Rs ${text}`;
  }
  return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).format(major);
}
