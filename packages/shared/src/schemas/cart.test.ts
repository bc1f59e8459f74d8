import { describe, expect, it } from "vitest";
import { AddCartItemBody, Customization, GuestCartItem } from "./cart";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("cart payload schemas", () => {
  it("refuses a price anywhere in an add", () => {
    expect(AddCartItemBody.safeParse({ size: "M", price: 10 }).success).toBe(false);
    expect(AddCartItemBody.safeParse({ size: "M", customization: { selling_price: 10 } }).success).toBe(
      false,
    );
    expect(AddCartItemBody.parse({ size: "M" })).toEqual({ size: "M", customization: {} });
  });

  it("takes turban lengths 4.5 to 9.5 in quarter metres, Pico 0 or 1, Rubia or Full Voile", () => {
    for (const turbanLength of [4.5, 4.75, 9.5])
      expect(Customization.safeParse({ turbanLength }).success).toBe(true);
    for (const turbanLength of [4.25, 4.6, 9.75])
      expect(Customization.safeParse({ turbanLength }).success).toBe(false);
    expect(Customization.safeParse({ Pico: 2 }).success).toBe(false);
    expect(Customization.safeParse({ Fabric: "Silk" }).success).toBe(false);
    expect(Customization.parse({ Pico: 1, Fabric: "Full Voile" })).toEqual({ Pico: 1, Fabric: "Full Voile" });
  });

  it("takes fabric lengths 1 to 200 in half metres", () => {
    for (const fabricLength of [1, 1.5, 200])
      expect(Customization.safeParse({ fabricLength }).success).toBe(true);
    for (const fabricLength of [0.5, 1.25, 200.5])
      expect(Customization.safeParse({ fabricLength }).success).toBe(false);
  });

  it("needs a colour code of L, D, digits and hyphens when the colour changes; 'No' clears it", () => {
    expect(firstMessage(Customization.safeParse({ colorChange: "Yes" }))).toBe("Please select color.");
    expect(firstMessage(Customization.safeParse({ colorChange: "Yes", selectedColor: " " }))).toBe(
      "Please select color.",
    );
    expect(Customization.safeParse({ colorChange: "Yes", selectedColor: "red" }).success).toBe(false);
    expect(Customization.parse({ colorChange: "Yes", selectedColor: "l-12d" })).toEqual({
      colorChange: "Yes",
      selectedColor: "L-12D",
    });
    expect(Customization.parse({ colorChange: "No", selectedColor: "L-1" })).toEqual({ colorChange: "No" });
  });

  it("reads a guest line: display fields dropped, customisation as object or JSON text", () => {
    expect(
      GuestCartItem.parse({
        id: "7",
        size: "M",
        quantity: 2,
        selling_price: 1,
        customization: '{"fabricLength":2}',
      }),
    ).toEqual({ id: 7, size: "M", quantity: 2, customization: { fabricLength: 2 } });
    expect(GuestCartItem.parse({ id: 7 })).toEqual({ id: 7, quantity: 1, customization: {} });
    expect(GuestCartItem.safeParse({ id: 7, customization: "not json" }).success).toBe(false);
    expect(GuestCartItem.safeParse({ id: 7, customization: { price: 1 } }).success).toBe(false);
  });
});
