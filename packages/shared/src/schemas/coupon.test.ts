import { describe, expect, it } from "vitest";
import { COUPON_MESSAGES, couponExpiryInstant, NewCoupon } from "./coupon";

const firstMessage = (body: unknown) => NewCoupon.safeParse(body).error?.issues[0]?.message;

describe("NewCoupon", () => {
  it("stores one spelling of the code and reads form text as numbers", () => {
    expect(
      NewCoupon.parse({ code: " diwali_25 ", discount: "25", max: "499.5", expDate: "2099-01-31" }),
    ).toEqual({
      code: "DIWALI_25",
      discount: 25,
      max: 499.5,
      expDate: "2099-01-31",
    });
  });

  it("treats a blank or null maximum and expiry as not given (no cap, never expires)", () => {
    expect(NewCoupon.parse({ code: "OPEN", discount: 5, max: "", expDate: null })).toEqual({
      code: "OPEN",
      discount: 5,
    });
  });

  it("answers 'Please fill all values' for a missing code or discount", () => {
    expect(firstMessage({ discount: 10 })).toBe(COUPON_MESSAGES.fillAll);
    expect(firstMessage({ code: "", discount: 10 })).toBe(COUPON_MESSAGES.fillAll);
    expect(firstMessage({ code: "ABC" })).toBe(COUPON_MESSAGES.fillAll);
    expect(firstMessage({ code: "ABC", discount: " " })).toBe(COUPON_MESSAGES.fillAll);
  });

  it("refuses unknown fields, fractions of a percent, paise below a paisa and past dates", () => {
    expect(NewCoupon.safeParse({ code: "ABC", discount: 5, first_order_only: true }).success).toBe(false);
    expect(firstMessage({ code: "ABC", discount: 2.5 })).toBe(COUPON_MESSAGES.discount);
    expect(firstMessage({ code: "ABC", discount: 5, max: 0.001 })).toBe(COUPON_MESSAGES.max);
    expect(firstMessage({ code: "ABC", discount: 5, expDate: "2001-02-03" })).toBe(COUPON_MESSAGES.expired);
    expect(firstMessage({ code: "ABC", discount: 5, expDate: "2099-02-30" })).toBe(COUPON_MESSAGES.expiry);
  });

  it("ends a coupon at the close of its last day in India", () => {
    expect(couponExpiryInstant("2030-03-31").toISOString()).toBe("2030-03-31T18:29:59.999Z");
  });
});
