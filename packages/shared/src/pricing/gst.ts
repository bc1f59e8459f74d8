/**
 * GST on a tax invoice (decision 024). Prices are GST-inclusive as the shopper saw them; the
 * invoice derives each line's taxable value and tax from its price after the coupon, at the rate its HSN
 * code and per-piece price band give on the invoice date. All money is integer paise.
 *
 * - Rates: the newest rows in force for the longest HSN prefix that matches; within them, the band whose
 *   range holds the per-piece taxable value (garments: 5% up to Rs 2,500 a piece, 18% above).
 * - Supply: CGST + SGST (half each) when the goods go to the supplier's state, IGST to another state,
 *   none for an export under a Letter of Undertaking (zero-rated, IGST Act s.16).
 * - Shipping is part of a composite supply whose principal supply is the goods (CGST Act s.8(a)): it is
 *   taxed at the highest rate among the invoice's goods.
 */

export type GstRate = {
  hsnPrefix: string;
  /** Band of taxable value per piece, paise: above min (from 0 inclusive), up to and including max. */
  minUnitPaise: number;
  maxUnitPaise: number | null;
  /** 500 is 5%. */
  rateBasisPoints: number;
  /** YYYY-MM-DD. */
  effectiveFrom: string;
  confirmed: boolean;
};

export type SupplyKind = "intra_state" | "inter_state" | "export";

export type InvoiceLineInput = {
  description: string;
  /** HSN (goods) or SAC (services) code, digits. */
  hsn: string;
  quantity: number;
  /** What the shopper paid for the line before the coupon, GST included. */
  amountPaise: number;
};

export type InvoiceLine = InvoiceLineInput & {
  /** The line's share of the coupon. */
  discountPaise: number;
  /** Taxable value after discount. */
  taxablePaise: number;
  rateBasisPoints: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Taxable value plus tax: what the shopper paid for the line after the coupon. */
  totalPaise: number;
  /** False when the rate (or the lack of one) is for staff to confirm. */
  rateConfirmed: boolean;
};

export type InvoiceFigures = {
  supply: SupplyKind;
  lines: InvoiceLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

/** The rate used for a code no table row covers, flagged for staff (the highest goods slab). */
export const FALLBACK_RATE_BASIS_POINTS = 1800;
/** SAC for courier services: the shipping line of an invoice. */
export const SHIPPING_SAC = "996812";
export const SHIPPING_DESCRIPTION = "Shipping and handling";

const BASIS = 10_000;

function assertWhole(value: number, what: string, min = 0) {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${what} must be an integer >= ${min}, got ${value}`);
}

/** The taxable value inside a GST-inclusive amount at a rate, to the paisa. */
export function taxableOf(inclusivePaise: number, rateBasisPoints: number): number {
  return Math.round((inclusivePaise * BASIS) / (BASIS + rateBasisPoints));
}

/**
 * The rate for one piece of an HSN code whose GST-inclusive price is `unitInclusivePaise`, on `onDate`
 * (YYYY-MM-DD). The band is chosen on the taxable value, which depends on the rate: the lowest band
 * whose rate puts the taxable value inside it wins. Between the bands (Rs 2,625 to Rs 2,950 inclusive for
 * garments) neither is consistent and the higher rate applies, so tax is never under-charged.
 */
export function rateFor(
  rates: readonly GstRate[],
  hsn: string,
  unitInclusivePaise: number,
  onDate: string,
): { rateBasisPoints: number; confirmed: boolean } | null {
  const inForce = rates.filter((rate) => hsn.startsWith(rate.hsnPrefix) && rate.effectiveFrom <= onDate);
  if (inForce.length === 0) return null;
  const prefixLength = Math.max(...inForce.map((rate) => rate.hsnPrefix.length));
  const longest = inForce.filter((rate) => rate.hsnPrefix.length === prefixLength);
  const newest = longest.reduce((date, rate) => (rate.effectiveFrom > date ? rate.effectiveFrom : date), "");
  const bands = longest
    .filter((rate) => rate.effectiveFrom === newest)
    .sort((a, b) => a.minUnitPaise - b.minUnitPaise);
  for (const band of bands) {
    const taxable = (unitInclusivePaise * BASIS) / (BASIS + band.rateBasisPoints);
    const above = band.minUnitPaise === 0 ? taxable >= 0 : taxable > band.minUnitPaise;
    if (above && (band.maxUnitPaise === null || taxable <= band.maxUnitPaise))
      return { rateBasisPoints: band.rateBasisPoints, confirmed: band.confirmed };
  }
  const highest = bands.reduce((top, band) => (band.rateBasisPoints > top.rateBasisPoints ? band : top));
  return { rateBasisPoints: highest.rateBasisPoints, confirmed: highest.confirmed };
}

/** Splits `total` over `weights` in proportion, to the paisa, summing exactly (largest remainder). */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

function taxLine(
  line: InvoiceLineInput,
  discountPaise: number,
  rate: { rateBasisPoints: number; confirmed: boolean },
  supply: SupplyKind,
): InvoiceLine {
  const totalPaise = line.amountPaise - discountPaise;
  const rateBasisPoints = supply === "export" ? 0 : rate.rateBasisPoints;
  const taxablePaise = taxableOf(totalPaise, rateBasisPoints);
  const tax = totalPaise - taxablePaise;
  const cgstPaise = supply === "intra_state" ? Math.ceil(tax / 2) : 0;
  return {
    ...line,
    discountPaise,
    taxablePaise,
    rateBasisPoints,
    cgstPaise,
    sgstPaise: supply === "intra_state" ? tax - cgstPaise : 0,
    igstPaise: supply === "inter_state" ? tax : 0,
    totalPaise,
    rateConfirmed: supply === "export" || rate.confirmed,
  };
}

/** The document's totals: the sums of its lines. */
function summarise(supply: SupplyKind, lines: InvoiceLine[]): InvoiceFigures {
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    supply,
    lines,
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    totalPaise: sum((line) => line.totalPaise),
  };
}

/**
 * The invoice's lines and totals. The total is exactly what the shopper paid in rupees: the lines after
 * the coupon plus shipping.
 */
export function computeInvoice(input: {
  lines: readonly InvoiceLineInput[];
  discountPaise: number;
  shippingPaise: number;
  rates: readonly GstRate[];
  /** Invoice date, YYYY-MM-DD (India). */
  date: string;
  supply: SupplyKind;
}): InvoiceFigures {
  for (const line of input.lines) {
    assertWhole(line.quantity, "quantity", 1);
    assertWhole(line.amountPaise, "line amount");
  }
  assertWhole(input.discountPaise, "discount");
  assertWhole(input.shippingPaise, "shipping");
  const subtotal = input.lines.reduce((sum, line) => sum + line.amountPaise, 0);
  if (input.discountPaise > subtotal) throw new RangeError("discount exceeds the lines");
  const shares = allocate(
    input.discountPaise,
    input.lines.map((line) => line.amountPaise),
  );
  const lines = input.lines.map((line, index) => {
    const net = line.amountPaise - shares[index]!;
    const rate = rateFor(input.rates, line.hsn, net / line.quantity, input.date) ?? {
      rateBasisPoints: FALLBACK_RATE_BASIS_POINTS,
      confirmed: false,
    };
    return taxLine(line, shares[index]!, rate, input.supply);
  });
  if (input.shippingPaise > 0) {
    const principal = lines.reduce<InvoiceLine | null>(
      (top, line) => (top === null || line.rateBasisPoints > top.rateBasisPoints ? line : top),
      null,
    );
    const rate = principal
      ? { rateBasisPoints: principal.rateBasisPoints, confirmed: principal.rateConfirmed }
      : { rateBasisPoints: FALLBACK_RATE_BASIS_POINTS, confirmed: false };
    lines.push(
      taxLine(
        {
          description: SHIPPING_DESCRIPTION,
          hsn: SHIPPING_SAC,
          quantity: 1,
          amountPaise: input.shippingPaise,
        },
        0,
        rate,
        input.supply,
      ),
    );
  }
  return summarise(input.supply, lines);
}

/** A credit note for a refund of `refundPaise` against an invoice: the invoice's figures scaled down. */
export function creditNoteFigures(invoice: InvoiceFigures, refundPaise: number): InvoiceFigures {
  assertWhole(refundPaise, "refund");
  if (refundPaise > invoice.totalPaise) throw new RangeError("refund exceeds the invoice");
  const parts = allocate(
    refundPaise,
    invoice.lines.map((line) => line.totalPaise),
  );
  const lines = invoice.lines
    .map((line, index) =>
      taxLine(
        {
          description: line.description,
          hsn: line.hsn,
          quantity: line.quantity,
          amountPaise: parts[index]!,
        },
        0,
        { rateBasisPoints: line.rateBasisPoints, confirmed: line.rateConfirmed },
        invoice.supply,
      ),
    )
    .filter((line) => line.totalPaise > 0);
  return summarise(invoice.supply, lines);
}

/** Financial year of an instant in India (1 April to 31 March): '2026-27'. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

/** The India date of an instant, YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Rule 46(b): at most 16 characters of letters, digits, '-' and '/'. 'RB' + '2026-27' + 42 → 'RB/2026-27/00042'. */
export const DOCUMENT_NUMBER_MAX = 16;
export function documentNumber(prefix: string, year: string, sequence: number): string {
  if (!/^[A-Z0-9]{1,3}$/.test(prefix))
    throw new RangeError(`series prefix must be 1-3 letters or digits: ${prefix}`);
  assertWhole(sequence, "sequence", 1);
  const digits = DOCUMENT_NUMBER_MAX - prefix.length - year.length - 2;
  const serial = String(sequence).padStart(digits, "0");
  if (serial.length > digits) throw new RangeError(`series ${prefix}/${year} is full at ${sequence}`);
  return `${prefix}/${year}/${serial}`;
}

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""]
    .filter(Boolean)
    .join(" ");
}

/** A whole number in words, grouped the Indian way (crore, lakh, thousand). */
export function indianWords(n: number): string {
  assertWhole(n, "amount");
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  if (crore) parts.push(`${indianWords(crore)} Crore`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor((n % 100_000) / 1000);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  const rest = n % 1000;
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/** 'Rupees Twelve Thousand Three Hundred Forty-Five and Fifty Paise Only'. */
export function rupeesInWords(paise: number): string {
  assertWhole(paise, "amount");
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${indianWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ""} Only`;
}
