import { describe, expect, it } from "vitest";
import {
  formatDollars,
  formatRupees,
  paiseToDollarCents,
  paiseToRupees,
  ratePaiseFromRupees,
  rupeesToPaise,
} from "./currency";

describe("formatRupees", () => {
  it("uses the Rs label and Indian digit grouping", () => {
    expect(formatRupees(1_249_900)).toBe("Rs 12,499");
    expect(formatRupees(99_900)).toBe("Rs 999");
    expect(formatRupees(0)).toBe("Rs 0");
    expect(formatRupees(12_345_678_900)).toBe("Rs 12,34,56,789");
    expect(formatRupees(10_000_000)).toBe("Rs 1,00,000");
  });
  it("shows paise only when there are some", () => {
    expect(formatRupees(552_075)).toBe("Rs 5,520.75");
    expect(formatRupees(552_005)).toBe("Rs 5,520.05");
    expect(formatRupees(-5000)).toBe("-Rs 50");
  });
  it("refuses fractions of a paisa", () => {
    expect(() => formatRupees(10.5)).toThrow(RangeError);
  });
});

describe("formatDollars", () => {
  it("always shows two decimals and groups thousands", () => {
    expect(formatDollars(14_970)).toBe("$149.70");
    expect(formatDollars(5)).toBe("$0.05");
    expect(formatDollars(123_456_789)).toBe("$1,234,567.89");
  });
});

describe("paiseToDollarCents", () => {
  it("is rupees ÷ rate rounded to cents", () => {
    // Rs 12,499 at Rs 83.50 = $149.6886… → $149.69.
    expect(paiseToDollarCents(1_249_900, 8350)).toBe(14_969);
    // Rs 12,499 at Rs 83.49 = $149.706… → $149.71.
    expect(paiseToDollarCents(1_249_900, 8349)).toBe(14_971);
    // Rs 83.50 at Rs 83.50 is exactly one dollar.
    expect(paiseToDollarCents(8350, 8350)).toBe(100);
    expect(paiseToDollarCents(0, 8350)).toBe(0);
  });
  it("refuses a zero or fractional rate", () => {
    expect(() => paiseToDollarCents(100, 0)).toThrow(RangeError);
    expect(() => paiseToDollarCents(100, 83.5)).toThrow(RangeError);
  });
});

describe("rupee and rate conversions", () => {
  it("turn API rupees into paise without float noise", () => {
    expect(rupeesToPaise(12_499)).toBe(1_249_900);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(5520.75)).toBe(552_075);
    expect(paiseToRupees(552_075)).toBe(5520.75);
    expect(ratePaiseFromRupees(83.5)).toBe(8350);
    expect(() => ratePaiseFromRupees(0)).toThrow(RangeError);
  });
});
