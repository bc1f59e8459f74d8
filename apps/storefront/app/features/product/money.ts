import {
  formatDollars,
  formatRupees,
  paiseToDollarCents,
  ratePaiseFromRupees,
  rupeesToPaise,
} from "@boutique/shared/pricing/currency";

/** 'Rs 12,499' from an API rupee figure. */
export function rupeeLabel(rupees: number): string {
  return formatRupees(rupeesToPaise(rupees));
}

/** '$149.69' for an amount in paise at the shop's rate (rupees per dollar); null without a rate. */
export function dollarLabel(paise: number, rupeesPerDollar: number | null): string | null {
  if (!rupeesPerDollar) return null;
  return formatDollars(paiseToDollarCents(paise, ratePaiseFromRupees(rupeesPerDollar)));
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '1 Mar 2026' in IST, written out by hand so server and browser render the same text. */
export function shortDate(iso: string): string {
  const date = new Date(new Date(iso).getTime() + 330 * 60_000);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
