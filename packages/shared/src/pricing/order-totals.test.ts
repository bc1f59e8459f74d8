import { describe, expect, it } from "vitest";
import { couponDiscountPaise, linePaidMinor, orderTotals } from "./order-totals";
import { DEFAULT_DOMESTIC_SHIPPING } from "./shipping";

const domestic = { kind: "domestic", rule: DEFAULT_DOMESTIC_SHIPPING } as const;

describe("couponDiscountPaise", () => {
  it("is the percent of the subtotal, rounded half up, capped", () => {
    expect(couponDiscountPaise(1_249_900, { percent: 10, maxDiscountPaise: null })).toBe(124_990);
    // 10% of Rs 12,499 is Rs 1,249.90, above a Rs 500 cap.
    expect(couponDiscountPaise(1_249_900, { percent: 10, maxDiscountPaise: 50_000 })).toBe(50_000);
    // 15% of 333 paise is 49.95 → 50.
    expect(couponDiscountPaise(333, { percent: 15, maxDiscountPaise: null })).toBe(50);
    expect(couponDiscountPaise(1_000, null)).toBe(0);
  });
  it("refuses a percent above 100", () => {
    expect(() => couponDiscountPaise(1_000, { percent: 101, maxDiscountPaise: null })).toThrow(RangeError);
  });
});

describe("orderTotals", () => {
  it("adds lines, takes the capped coupon, then ships free from the threshold on the discounted items", () => {
    // A lehenga Rs 12,499 and a turban 4.5 m at Rs 350 with Pico (Rs 1,625) ×2.
    const totals = orderTotals({
      lines: [
        { unitPaise: 1_249_900, quantity: 1, weightGrams: 1_500 },
        { unitPaise: 162_500, quantity: 2, weightGrams: 300 },
      ],
      coupon: { percent: 10, maxDiscountPaise: null },
      shipping: domestic,
      dollarRatePaise: 8_350,
    });
    expect(totals.subtotalPaise).toBe(1_574_900);
    expect(totals.discountPaise).toBe(157_490);
    expect(totals.shippingPaise).toBe(0);
    expect(totals.totalPaise).toBe(1_417_410);
    // Rs 14,174.10 ÷ 83.50 = $169.7497 → $169.75.
    expect(totals.totalUsdCents).toBe(16_975);
    expect(totals.weightGrams).toBe(2_100);
  });

  it("charges the domestic fee when the discount takes the items below the threshold", () => {
    const totals = orderTotals({
      lines: [{ unitPaise: 420_000, quantity: 1, weightGrams: 0 }],
      coupon: { percent: 10, maxDiscountPaise: null },
      shipping: domestic,
      dollarRatePaise: 8_350,
    });
    expect(totals.discountPaise).toBe(42_000);
    expect(totals.shippingPaise).toBe(20_000);
    expect(totals.totalPaise).toBe(398_000);
  });

  it("adds a quoted charge abroad whatever the subtotal", () => {
    const totals = orderTotals({
      lines: [{ unitPaise: 1_000_000, quantity: 1, weightGrams: 900 }],
      coupon: null,
      shipping: { kind: "quoted", paise: 250_000 },
      dollarRatePaise: 8_350,
    });
    expect(totals.totalPaise).toBe(1_250_000);
    expect(totals.totalUsdCents).toBe(14_970);
  });

  it("is all zero for no lines", () => {
    const totals = orderTotals({
      lines: [],
      coupon: null,
      shipping: { kind: "quoted", paise: 250_000 },
      dollarRatePaise: 8_350,
    });
    expect(totals).toEqual({
      subtotalPaise: 0,
      discountPaise: 0,
      shippingPaise: 0,
      prepaidDiscountPaise: 0,
      codFeePaise: 0,
      totalPaise: 0,
      totalUsdCents: 0,
      weightGrams: 0,
    });
  });

  it("adds cash on delivery's fee to the total, and takes paying online's amount off within the items", () => {
    const lines = [{ unitPaise: 100_000, quantity: 1, weightGrams: 500 }];
    const base = {
      lines,
      coupon: { percent: 10, maxDiscountPaise: null },
      shipping: domestic,
      dollarRatePaise: 8_350,
    };
    const plain = orderTotals(base);
    const cod = orderTotals({ ...base, payment: { codFeePaise: 4_900, prepaidDiscountPaise: 0 } });
    expect(cod.totalPaise).toBe(plain.totalPaise + 4_900);
    expect(cod.codFeePaise).toBe(4_900);
    const online = orderTotals({ ...base, payment: { codFeePaise: 0, prepaidDiscountPaise: 10_000 } });
    expect(online.discountPaise).toBe(plain.discountPaise + 10_000);
    expect(online.totalPaise).toBe(plain.totalPaise - 10_000);
    // The shipping rule reads the items after the coupon only: paying online never costs the free shipping.
    expect(online.shippingPaise).toBe(plain.shippingPaise);
    // Never more off than the items cost after the coupon.
    const huge = orderTotals({ ...base, payment: { codFeePaise: 0, prepaidDiscountPaise: 10_000_000 } });
    expect(huge.prepaidDiscountPaise).toBe(90_000);
    expect(huge.discountPaise).toBe(huge.subtotalPaise);
    expect(() => orderTotals({ ...base, payment: { codFeePaise: 1.5, prepaidDiscountPaise: 0 } })).toThrow(
      RangeError,
    );
  });

  it("refuses fractional paise and quantities below one", () => {
    const line = { unitPaise: 100.5, quantity: 1, weightGrams: 0 };
    expect(() =>
      orderTotals({ lines: [line], coupon: null, shipping: domestic, dollarRatePaise: 8_350 }),
    ).toThrow(RangeError);
    expect(() =>
      orderTotals({
        lines: [{ unitPaise: 100, quantity: 0, weightGrams: 0 }],
        coupon: null,
        shipping: domestic,
        dollarRatePaise: 8_350,
      }),
    ).toThrow(RangeError);
  });
});

describe("linePaidMinor", () => {
  it("takes the line's share of the coupon off, and scales a dollar order to what was charged", () => {
    const inr = {
      subtotal: 1_000_000,
      discount: 100_000,
      total: 900_000,
      amountCharged: 900_000,
      currency: "INR" as const,
    };
    expect(linePaidMinor(inr, 400_000)).toBe(360_000);
    expect(linePaidMinor({ ...inr, discount: 0 }, 400_000)).toBe(400_000);
    // $120.00 charged for Rs 10,000: a Rs 4,000 line is $48.00.
    const usd = {
      subtotal: 1_000_000,
      discount: 0,
      total: 1_000_000,
      amountCharged: 12_000,
      currency: "USD" as const,
    };
    expect(linePaidMinor(usd, 400_000)).toBe(4_800);
    expect(linePaidMinor({ ...inr, subtotal: 0 }, 0)).toBe(0);
  });
});
