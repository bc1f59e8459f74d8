import { describe, expect, it } from "vitest";
import { DEFAULT_DOMESTIC_SHIPPING, domesticShippingPaise } from "./shipping";

describe("domesticShippingPaise", () => {
  it("charges the flat fee below the threshold and nothing from it on (decision 007 defaults)", () => {
    expect(DEFAULT_DOMESTIC_SHIPPING).toEqual({ freeFromPaise: 400_000, flatPaise: 20_000 });
    expect(domesticShippingPaise(399_999)).toBe(20_000);
    expect(domesticShippingPaise(400_000)).toBe(0);
    expect(domesticShippingPaise(1_250_000)).toBe(0);
  });

  it("charges nothing for an empty order", () => {
    expect(domesticShippingPaise(0)).toBe(0);
  });

  it("follows a rule an admin set", () => {
    const rule = { freeFromPaise: 250_000, flatPaise: 15_000 };
    expect(domesticShippingPaise(249_900, rule)).toBe(15_000);
    expect(domesticShippingPaise(250_000, rule)).toBe(0);
  });

  it("refuses an amount that is not whole paise", () => {
    expect(() => domesticShippingPaise(100.5)).toThrow(RangeError);
  });
});
