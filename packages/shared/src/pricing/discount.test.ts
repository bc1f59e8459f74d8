import { describe, expect, it } from "vitest";
import { discountPercent } from "./discount";

describe("discountPercent", () => {
  it("rounds the saving against the regular price to a whole percent", () => {
    expect(discountPercent(1_000_000, 900_000)).toBe(10);
    // Rs 12,499 down to Rs 9,999 is 20.0016 %.
    expect(discountPercent(1_249_900, 999_900)).toBe(20);
    // Rs 2,999 down to Rs 2,549 is 15.005 %, and Rs 999 to Rs 849 is 15.015 %.
    expect(discountPercent(299_900, 254_900)).toBe(15);
    expect(discountPercent(99_900, 84_900)).toBe(15);
    // 0.5 rounds up: Rs 200 to Rs 199 is 0.5 %.
    expect(discountPercent(20_000, 19_900)).toBe(1);
  });

  it("is 0 without a saving or without a regular price", () => {
    expect(discountPercent(500_000, 500_000)).toBe(0);
    expect(discountPercent(500_000, 600_000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
