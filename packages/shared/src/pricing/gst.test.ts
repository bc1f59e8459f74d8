import { describe, expect, it } from "vitest";
import {
  allocate,
  computeInvoice,
  creditNoteFigures,
  documentNumber,
  financialYear,
  type GstRate,
  indiaDate,
  indianWords,
  rateFor,
  rupeesInWords,
  SHIPPING_SAC,
} from "./gst";
import { gstState, supplyKindOf } from "./gst-states";

const band = (
  hsnPrefix: string,
  min: number,
  max: number | null,
  rate: number,
  confirmed = true,
): GstRate => ({
  hsnPrefix,
  minUnitPaise: min,
  maxUnitPaise: max,
  rateBasisPoints: rate,
  effectiveFrom: "2025-09-22",
  confirmed,
});

/** The seeded table (migration 0005), plus the slabs before 22 September 2025 for garments. */
const RATES: GstRate[] = [
  band("62", 0, 250_000, 500),
  band("62", 250_000, null, 1800),
  band("6214", 0, 250_000, 500),
  band("6214", 250_000, null, 1800),
  band("50", 0, null, 500),
  band("7117", 0, null, 300, false),
  { ...band("62", 0, 100_000, 500), effectiveFrom: "2017-07-01" },
  { ...band("62", 100_000, null, 1200), effectiveFrom: "2017-07-01" },
];
const TODAY = "2026-11-25";

describe("rateFor", () => {
  it("garments: 5% up to Rs 2,500 of taxable value a piece, 18% above, on the price after discount", () => {
    expect(rateFor(RATES, "6204", 262_500, TODAY)?.rateBasisPoints).toBe(500); // taxable exactly 2,500
    expect(rateFor(RATES, "6204", 262_501, TODAY)?.rateBasisPoints).toBe(1800); // between the bands
    expect(rateFor(RATES, "6204", 295_000, TODAY)?.rateBasisPoints).toBe(1800); // taxable 2,500 at 18%
    expect(rateFor(RATES, "6204", 1_000_000, TODAY)?.rateBasisPoints).toBe(1800);
    expect(rateFor(RATES, "6204", 99_900, TODAY)?.rateBasisPoints).toBe(500);
  });

  it("takes the longest prefix, the newest rows in force on the date, and flags unconfirmed rates", () => {
    expect(rateFor(RATES, "621410", 100_000, TODAY)).toEqual({ rateBasisPoints: 500, confirmed: true });
    expect(rateFor(RATES, "6204", 150_000, "2025-09-21")?.rateBasisPoints).toBe(1200);
    expect(rateFor(RATES, "5007", 900_000, TODAY)?.rateBasisPoints).toBe(500);
    expect(rateFor(RATES, "7117", 50_000, TODAY)).toEqual({ rateBasisPoints: 300, confirmed: false });
    expect(rateFor(RATES, "4202", 50_000, TODAY)).toBeNull();
  });
});

describe("computeInvoice", () => {
  const lines = [
    { description: "Anarkali suit", hsn: "6204", quantity: 1, amountPaise: 420_000 },
    { description: "Silk dupatta", hsn: "6214", quantity: 2, amountPaise: 300_000 },
    { description: "Kundan earrings", hsn: "7117", quantity: 1, amountPaise: 80_000 },
  ];

  it("Delhi to Delhi: CGST and SGST, the coupon shared by value, bands on the price after it", () => {
    const invoice = computeInvoice({
      lines,
      discountPaise: 80_000,
      shippingPaise: 0,
      rates: RATES,
      date: TODAY,
      supply: "intra_state",
    });
    // Coupon Rs 800 over Rs 8,000: 10% off each line.
    expect(invoice.lines.map((line) => line.discountPaise)).toEqual([42_000, 30_000, 8_000]);
    const [suit, dupatta, earrings] = invoice.lines;
    // Suit Rs 3,780 after discount: 18% (taxable Rs 3,203.39, tax Rs 576.61).
    expect(suit).toMatchObject({ rateBasisPoints: 1800, taxablePaise: 320_339, totalPaise: 378_000 });
    expect(suit!.cgstPaise + suit!.sgstPaise).toBe(57_661);
    expect(suit!.igstPaise).toBe(0);
    // Two dupattas Rs 2,700 (Rs 1,350 a piece): 5%; taxable 2,571.43.
    expect(dupatta).toMatchObject({
      rateBasisPoints: 500,
      taxablePaise: 257_143,
      cgstPaise: 6429,
      sgstPaise: 6428,
    });
    expect(earrings).toMatchObject({ rateBasisPoints: 300, rateConfirmed: false, taxablePaise: 69_903 });
    expect(invoice.totalPaise).toBe(720_000);
    expect(invoice.taxablePaise + invoice.cgstPaise + invoice.sgstPaise).toBe(720_000);
    expect(invoice.igstPaise).toBe(0);
  });

  it("Delhi to Mumbai and to Pune: IGST only; shipping taxed at the goods' highest rate", () => {
    for (const state of ["Maharashtra", " maharashtra "]) {
      expect(supplyKindOf("07", { country: "IN", state })).toBe("inter_state");
    }
    const invoice = computeInvoice({
      lines: lines.slice(1),
      discountPaise: 0,
      shippingPaise: 15_000,
      rates: RATES,
      date: TODAY,
      supply: "inter_state",
    });
    const shipping = invoice.lines.at(-1)!;
    expect(shipping).toMatchObject({
      hsn: SHIPPING_SAC,
      rateBasisPoints: 500,
      taxablePaise: 14_286,
      igstPaise: 714,
    });
    expect(invoice.cgstPaise + invoice.sgstPaise).toBe(0);
    expect(invoice.taxablePaise + invoice.igstPaise).toBe(395_000);
    expect(invoice.totalPaise).toBe(395_000);
  });

  it("Delhi to London: an export under LUT, no tax, taxable value is the price", () => {
    expect(supplyKindOf("07", { country: "GB", state: "Greater London" })).toBe("export");
    const invoice = computeInvoice({
      lines,
      discountPaise: 0,
      shippingPaise: 250_000,
      rates: RATES,
      date: TODAY,
      supply: "export",
    });
    expect(invoice.lines.every((line) => line.rateBasisPoints === 0 && line.rateConfirmed)).toBe(true);
    expect(invoice.taxablePaise).toBe(1_050_000);
    expect(invoice.igstPaise + invoice.cgstPaise + invoice.sgstPaise).toBe(0);
  });

  it("a code no row covers is taxed at 18% and flagged for staff", () => {
    const invoice = computeInvoice({
      lines: [{ description: "Potli bag", hsn: "4202", quantity: 1, amountPaise: 118_000 }],
      discountPaise: 0,
      shippingPaise: 0,
      rates: RATES,
      date: TODAY,
      supply: "inter_state",
    });
    expect(invoice.lines[0]).toMatchObject({
      rateBasisPoints: 1800,
      rateConfirmed: false,
      taxablePaise: 100_000,
    });
  });

  it("a credit note scales the invoice's lines to the refund, at their rates", () => {
    const invoice = computeInvoice({
      lines,
      discountPaise: 0,
      shippingPaise: 0,
      rates: RATES,
      date: TODAY,
      supply: "intra_state",
    });
    const note = creditNoteFigures(invoice, 80_000);
    expect(note.totalPaise).toBe(80_000);
    expect(note.lines.map((line) => line.rateBasisPoints)).toEqual([1800, 500, 300]);
    expect(note.taxablePaise + note.cgstPaise + note.sgstPaise).toBe(80_000);
    expect(() => creditNoteFigures(invoice, 800_001)).toThrow(RangeError);
  });
});

describe("allocate", () => {
  it("shares exactly, by weight, leftovers to the largest remainders", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    expect(allocate(10, [3, 7]).reduce((a, b) => a + b)).toBe(10);
  });
});

describe("numbers, dates and words", () => {
  it("financial years start on 1 April, India time", () => {
    expect(financialYear(new Date("2026-03-31T18:29:00Z"))).toBe("2025-26");
    expect(financialYear(new Date("2026-03-31T18:30:00Z"))).toBe("2026-27");
    expect(financialYear(new Date("2099-12-31T00:00:00Z"))).toBe("2099-00");
    expect(indiaDate(new Date("2026-11-24T19:00:00Z"))).toBe("2026-11-25");
  });

  it("numbers documents in at most 16 characters", () => {
    expect(documentNumber("RB", "2026-27", 42)).toBe("RB/2026-27/00042");
    expect(documentNumber("CN", "2026-27", 1)).toHaveLength(16);
    expect(documentNumber("A", "2026-27", 123_456)).toBe("A/2026-27/123456");
    expect(() => documentNumber("RB", "2026-27", 100_000)).toThrow(/full/);
    expect(() => documentNumber("RB/X", "2026-27", 1)).toThrow(RangeError);
  });

  it("writes rupees in words the Indian way", () => {
    expect(indianWords(12_34_56_789)).toBe(
      "Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine",
    );
    expect(indianWords(100_000)).toBe("One Lakh");
    expect(rupeesInWords(1_234_550)).toBe(
      "Rupees Twelve Thousand Three Hundred Forty-Five and Fifty Paise Only",
    );
    expect(rupeesInWords(5)).toBe("Rupees Zero and Five Paise Only");
    expect(rupeesInWords(101_000_00)).toBe("Rupees One Lakh One Thousand Only");
  });

  it("reads state names and their usual spellings", () => {
    expect(gstState("NCT of Delhi")).toEqual({ code: "07", name: "Delhi" });
    expect(gstState("orissa")?.code).toBe("21");
    expect(gstState("Atlantis")).toBeNull();
    expect(supplyKindOf("07", { country: "in", state: "New Delhi" })).toBe("intra_state");
    expect(supplyKindOf("07", { country: "IN", state: "Atlantis" })).toBe("inter_state");
  });
});
