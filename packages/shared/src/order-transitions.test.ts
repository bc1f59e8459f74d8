import { describe, expect, it } from "vitest";
import { canMoveFulfilment, nextFulfilmentStage } from "./order-transitions";

describe("fulfilment moves", () => {
  it("sends an order of ready-made pieces from pending straight to ready to ship (issue 26 §5)", () => {
    expect(nextFulfilmentStage("pending", { madeToMeasure: false })).toBe("ready_to_ship");
    expect(canMoveFulfilment("pending", "ready_to_ship")).toBe(true);
  });

  it("sends an order with a made-to-measure piece through production first", () => {
    expect(nextFulfilmentStage("pending", { madeToMeasure: true })).toBe("in_production");
    expect(nextFulfilmentStage("in_production", { madeToMeasure: true })).toBe("ready_to_ship");
  });

  it("goes on the same way for both from ready to ship, and offers nothing after delivery or a cancel", () => {
    for (const madeToMeasure of [true, false]) {
      expect(nextFulfilmentStage("ready_to_ship", { madeToMeasure })).toBe("shipped");
      expect(nextFulfilmentStage("shipped", { madeToMeasure })).toBe("delivered");
      expect(nextFulfilmentStage("delivered", { madeToMeasure })).toBeNull();
      expect(nextFulfilmentStage("cancelled", { madeToMeasure })).toBeNull();
    }
    expect(canMoveFulfilment("shipped", "cancelled")).toBe(false);
  });
});
