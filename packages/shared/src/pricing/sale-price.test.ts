import { describe, expect, it } from "vitest";
import { salePricePaise } from "./sale-price";

describe("salePricePaise", () => {
  it("takes the percent off and rounds to whole rupees", () => {
    expect(salePricePaise(1_000_000, 10)).toBe(900_000);
    // Rs 2,999 less 15 % is Rs 2,549.15.
    expect(salePricePaise(299_900, 15)).toBe(254_900);
    // Rs 999 less 25 % is Rs 749.25; Rs 1,001 less 50 % is Rs 500.50, which rounds up.
    expect(salePricePaise(99_900, 25)).toBe(74_900);
    expect(salePricePaise(100_100, 50)).toBe(50_100);
  });

  it("keeps the regular price without a discount and is 0 at 100 %", () => {
    expect(salePricePaise(99_950, 0)).toBe(99_950);
    expect(salePricePaise(99_950, 100)).toBe(0);
  });

  it("never rounds above the regular price", () => {
    // Rs 9.99 less 1 % is Rs 9.89, rounded to Rs 10: capped at Rs 9.99.
    expect(salePricePaise(999, 1)).toBe(999);
  });

  it("refuses a discount outside 0-100 or a fraction", () => {
    expect(() => salePricePaise(1000, 101)).toThrow(RangeError);
    expect(() => salePricePaise(1000, -1)).toThrow(RangeError);
    expect(() => salePricePaise(1000, 2.5)).toThrow(RangeError);
  });
});
