import { describe, expect, it } from "vitest";
import { FREE_SHIPPING_FROM_MESSAGE, SHIPPING_FEE_MESSAGE, ShippingRule } from "./shipping";

describe("ShippingRule", () => {
  it("takes whole rupees within the bounds", () => {
    expect(ShippingRule.parse({ domestic_flat: 200, domestic_free_from: 4000 })).toEqual({
      domestic_flat: 200,
      domestic_free_from: 4000,
    });
    expect(ShippingRule.safeParse({ domestic_flat: 0, domestic_free_from: 0 }).success).toBe(true);
  });

  it("names the field that is wrong", () => {
    const fee = ShippingRule.safeParse({ domestic_flat: 200.5, domestic_free_from: 4000 });
    expect(fee.error?.issues.map((issue) => issue.message)).toEqual([SHIPPING_FEE_MESSAGE]);
    const from = ShippingRule.safeParse({ domestic_flat: 200, domestic_free_from: 2_000_000 });
    expect(from.error?.issues.map((issue) => issue.message)).toEqual([FREE_SHIPPING_FROM_MESSAGE]);
    expect(ShippingRule.safeParse({ domestic_flat: "200", domestic_free_from: 4000 }).success).toBe(false);
    expect(SHIPPING_FEE_MESSAGE).toBe("Shipping fee must be a whole number of rupees from 0 to 5,000");
  });
});
