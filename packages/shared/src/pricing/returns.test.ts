import { describe, expect, it } from "vitest";
import { returnAllowed, returnFee, returnRate, withinReturnWindow } from "./returns";

describe("returnFee", () => {
  it("India: Rs 200 or 5%, whichever is lower", () => {
    expect(returnFee(300_000, "INR")).toBe(15_000); // Rs 3,000: 5% is Rs 150
    expect(returnFee(400_000, "INR")).toBe(20_000); // Rs 4,000: both Rs 200
    expect(returnFee(1_000_000, "INR")).toBe(20_000); // Rs 10,000: 5% is Rs 500, flat Rs 200
    expect(returnFee(1_999, "INR")).toBe(100); // rounded to the paisa
  });

  it("abroad: USD 50 or 20%, whichever is lower", () => {
    expect(returnFee(10_000, "USD")).toBe(2_000); // $100: 20% is $20
    expect(returnFee(25_000, "USD")).toBe(5_000); // $250: both $50
    expect(returnFee(90_000, "USD")).toBe(5_000);
  });

  it("never takes more than the line, and refuses nonsense", () => {
    expect(returnFee(0, "INR")).toBe(0);
    expect(() => returnFee(-1, "INR")).toThrow(RangeError);
    expect(() => returnFee(1.5, "USD")).toThrow(RangeError);
  });
});

describe("the window and the rate", () => {
  const delivered = new Date("2026-11-10T10:00:00Z");
  it("allows six days after delivery, not before it nor after", () => {
    expect(withinReturnWindow(delivered, new Date("2026-11-16T10:00:00Z"), 6)).toBe(true);
    expect(withinReturnWindow(delivered, new Date("2026-11-16T10:00:01Z"), 6)).toBe(false);
    expect(withinReturnWindow(delivered, new Date("2026-11-10T09:59:59Z"), 6)).toBe(false);
  });

  it("blocks returns once the customer has sent back more than 60% of what was delivered", () => {
    expect(returnRate(0, 0)).toBe(0);
    expect(returnRate(3, 5)).toBe(0.6);
    expect(returnAllowed(0, 1)).toBe(true); // a first return, even of a one-piece order
    expect(returnAllowed(3, 5)).toBe(true); // at the limit
    expect(returnAllowed(4, 5)).toBe(false); // above it
  });
});
