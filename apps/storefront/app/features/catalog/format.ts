/**
 * Prices are formatted by hand, not with Intl.NumberFormat: making the first formatter loads the locale's
 * number data, which on a mid-range phone took a long task of its own (80-140 ms at Lighthouse's 4x CPU
 * slowdown) while the category page hydrated. The output is Intl's for en-IN and en-US, character for
 * character (format.test.ts compares them); anything unusual (NaN, Infinity, exponent notation) still goes
 * through Intl, made on first use.
 */

/** 'Rs 12,499' (Indian digit grouping, as the spec's label). */
export function formatRupees(rupees: number): string {
  return `Rs ${formatIndian(rupees)}`;
}

/** Dollars = rupees ÷ the staff-set rate, two decimals (architecture §4). */
export function formatDollars(rupees: number, rate: number | null): string | null {
  if (!rate) return null;
  return `$${formatDecimal(Math.round((rupees / rate) * 100) / 100, "western", 2, 2)}`;
}

/** Discount shown rounded from regular vs selling price (spec §9). */
export function discountPercent(regular: number, selling: number): number {
  return regular > selling && regular > 0 ? Math.round(((regular - selling) / regular) * 100) : 0;
}

/** A number as en-IN writes it: 12,34,567.5 (at most `maxFraction` decimals, trailing zeros dropped). */
export function formatIndian(value: number, maxFraction: 0 | 2 = 2): string {
  return formatDecimal(value, "indian", 0, maxFraction);
}

type Grouping = "indian" | "western";

const fallbacks = new Map<string, Intl.NumberFormat>();

function formatDecimal(value: number, grouping: Grouping, minFraction: number, maxFraction: number): string {
  const digits = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(digits)) {
    const key = `${grouping} ${minFraction} ${maxFraction}`;
    let format = fallbacks.get(key);
    if (!format) {
      format = new Intl.NumberFormat(grouping === "indian" ? "en-IN" : "en-US", {
        minimumFractionDigits: minFraction,
        maximumFractionDigits: maxFraction,
      });
      fallbacks.set(key, format);
    }
    return format.format(value);
  }
  // Intl rounds the shortest decimal form half away from zero (1.005 → 1.01), which is String()'s form.
  const [whole = "0", fraction = ""] = digits.split(".");
  let kept = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, "0");
  if (fraction.length > maxFraction && fraction.charCodeAt(maxFraction) >= 53 /* "5" */) {
    kept = (BigInt(kept) + 1n).toString().padStart(kept.length, "0");
  }
  const wholeDigits = kept.slice(0, kept.length - maxFraction) || "0";
  let decimals = kept.slice(kept.length - maxFraction);
  while (decimals.length > minFraction && decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${group(wholeDigits, grouping)}${decimals ? `.${decimals}` : ""}`;
}

/** 1234567 → 12,34,567 (the last three digits, then pairs) or 1,234,567. */
function group(whole: string, grouping: Grouping): string {
  if (whole.length <= 3) return whole;
  const last = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const size = grouping === "indian" ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return `${groups.join(",")},${last}`;
}
