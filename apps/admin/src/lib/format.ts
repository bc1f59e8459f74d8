const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 2,
});
const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 2,
});
const count = new Intl.NumberFormat("en-IN");
const date = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });

/** PayPal amounts are dollars, everything else rupees (spec §9). */
export function formatMoney(value: number, currency: "INR" | "USD" = "INR"): string {
  return currency === "USD" ? dollars.format(value) : rupees.format(value);
}

export function formatCount(value: number): string {
  return count.format(value);
}

export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  const parsed = value instanceof Date ? value : new Date(value);
  return Number.isNaN(parsed.getTime()) ? String(value) : date.format(parsed);
}
