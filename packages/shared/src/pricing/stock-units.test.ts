import { describe, expect, it } from "vitest";
import { stockPerUnit, stockTaken, unitsInStock } from "./stock-units";

describe("stock in the unit a piece is sold in", () => {
  it("takes a fabric's metres and a turban's length from the row, one piece of anything else", () => {
    expect(stockPerUnit("fabric", { fabricLength: 10 })).toBe(10);
    expect(stockPerUnit("fabric", {})).toBe(1);
    expect(stockPerUnit("turban", { turbanLength: 5.25 })).toBe(5.25);
    expect(stockPerUnit("garment", { fabricLength: 10 })).toBe(1);
    expect(stockTaken(3, 2.5)).toBe(7.5);
  });

  it("counts how many cuts a row fills, and none of a length it cannot", () => {
    expect(unitsInStock(20, 6)).toBe(3);
    expect(unitsInStock(3, 10)).toBe(0);
    expect(unitsInStock(7.5, 2.5)).toBe(3);
    expect(unitsInStock(4, 1)).toBe(4);
    expect(unitsInStock(5, Number.NaN)).toBe(0);
  });
});
