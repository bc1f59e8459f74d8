const rupeeFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
const dollarFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'Rs 12,499' (Indian digit grouping, as the spec's label). */
export function formatRupees(rupees: number): string {
  return `Rs ${rupeeFormat.format(rupees)}`;
}

/** Dollars = rupees ÷ the staff-set rate, two decimals (DESIGN §4). */
export function formatDollars(rupees: number, rate: number | null): string | null {
  if (!rate) return null;
  return `$${dollarFormat.format(Math.round((rupees / rate) * 100) / 100)}`;
}

/** Discount shown rounded from regular vs selling price (spec §9). */
export function discountPercent(regular: number, selling: number): number {
  return regular > selling && regular > 0 ? Math.round(((regular - selling) / regular) * 100) : 0;
}
