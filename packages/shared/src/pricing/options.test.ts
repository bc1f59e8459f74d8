import { describe, expect, it } from "vitest";
import {
  HEIGHTS,
  isFabricLength,
  isTurbanLength,
  LENGTHS_INCH,
  normaliseColorCode,
  TURBAN_LENGTHS,
  WAIST_SIZES,
} from "./options";

describe("turban lengths", () => {
  it("run from 4.5 to 9.5 in quarter metres", () => {
    expect(TURBAN_LENGTHS[0]).toBe(4.5);
    expect(TURBAN_LENGTHS.at(-1)).toBe(9.5);
    expect(TURBAN_LENGTHS).toHaveLength(21);
    expect(TURBAN_LENGTHS.slice(0, 3)).toEqual([4.5, 4.75, 5]);
  });
  it("accept only those values", () => {
    expect(isTurbanLength(4.5)).toBe(true);
    expect(isTurbanLength(7.25)).toBe(true);
    expect(isTurbanLength(4.25)).toBe(false);
    expect(isTurbanLength(5.1)).toBe(false);
    expect(isTurbanLength(9.75)).toBe(false);
    expect(isTurbanLength(Number.NaN)).toBe(false);
  });
});

describe("fabric lengths", () => {
  it("are 1 to 200 metres in half metres", () => {
    expect(isFabricLength(1)).toBe(true);
    expect(isFabricLength(2.5)).toBe(true);
    expect(isFabricLength(200)).toBe(true);
    expect(isFabricLength(0.5)).toBe(false);
    expect(isFabricLength(200.5)).toBe(false);
    expect(isFabricLength(1.25)).toBe(false);
  });
});

describe("normaliseColorCode", () => {
  it("upper-cases and keeps only L, D, digits and hyphens", () => {
    expect(normaliseColorCode("l-12d")).toBe("L-12D");
    expect(normaliseColorCode(" d 4-07x ")).toBe("D4-07");
    expect(normaliseColorCode("abc")).toBe("");
  });
});

describe("sizing options", () => {
  it("match spec §9", () => {
    expect(WAIST_SIZES[0]).toBe("0");
    expect(WAIST_SIZES.at(-1)).toBe("21");
    expect(LENGTHS_INCH).toEqual([
      "36 inch",
      "37 inch",
      "38 inch",
      "39 inch",
      "40 inch",
      "41 inch",
      "42 inch",
      "43 inch",
      "44 inch",
    ]);
    expect(HEIGHTS[0]).toBe("4ft5");
    expect(HEIGHTS).toContain("5ft0");
    expect(HEIGHTS.at(-1)).toBe("6ft0");
  });
});
