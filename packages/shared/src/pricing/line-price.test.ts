import { describe, expect, it } from "vitest";
import { fabricLinePrice, linePrice, pricedKindOf, turbanLinePrice } from "./line-price";

describe("turbanLinePrice", () => {
  it("is selling price × length, plus Rs 50 for Pico stitching", () => {
    // Rs 350 a metre × 4.5 m = Rs 1,575.
    expect(turbanLinePrice(35_000, 4.5, false)).toBe(157_500);
    expect(turbanLinePrice(35_000, 4.5, true)).toBe(162_500);
    // × 9.5 m + Pico: the top of the spec's range (9 × price + 50 rounded up to the longest length).
    expect(turbanLinePrice(35_000, 9.5, true)).toBe(337_500);
  });
  it("rounds a quarter-metre share to the nearest paisa, half up", () => {
    // 12,345 paise × 4.25 = 52,466.25 paise.
    expect(turbanLinePrice(12_345, 4.25, false)).toBe(52_466);
    // 12,346 paise × 4.75 = 58,643.5 paise.
    expect(turbanLinePrice(12_346, 4.75, false)).toBe(58_644);
  });
  it("refuses a price that is not integer paise or a length that is not positive", () => {
    expect(() => turbanLinePrice(100.5, 4.5, false)).toThrow(RangeError);
    expect(() => turbanLinePrice(35_000, 0, false)).toThrow(RangeError);
    expect(() => turbanLinePrice(35_000, Number.NaN, false)).toThrow(RangeError);
  });
});

describe("fabricLinePrice", () => {
  it("is price × metres", () => {
    expect(fabricLinePrice(45_000, 1)).toBe(45_000);
    expect(fabricLinePrice(45_000, 2.5)).toBe(112_500);
    expect(fabricLinePrice(45_050, 200)).toBe(9_010_000);
    expect(fabricLinePrice(33_333, 1.5)).toBe(50_000); // 49,999.5 rounds up
  });
  it("refuses lengths finer than a centimetre", () => {
    expect(() => fabricLinePrice(45_000, 1.234)).toThrow(RangeError);
  });
});

describe("linePrice", () => {
  it("prices by kind", () => {
    expect(linePrice(35_000, { kind: "turban", lengthMetres: 5, pico: true })).toBe(180_000);
    expect(linePrice(45_000, { kind: "fabric", metres: 3 })).toBe(135_000);
    expect(linePrice(1_249_900, { kind: "piece" })).toBe(1_249_900);
  });
  it("maps category kinds to pricing kinds", () => {
    expect(pricedKindOf("turban")).toBe("turban");
    expect(pricedKindOf("fabric")).toBe("fabric");
    expect(pricedKindOf("garment")).toBe("piece");
    expect(pricedKindOf("jewellery")).toBe("piece");
  });
});
