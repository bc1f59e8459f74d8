import { describe, expect, it } from "vitest";
import { formatDollars, formatIndian, formatRupees } from "./format";

const indian = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
const indianWhole = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Prices as the catalogue holds them (paise / 100), edges of grouping and rounding, and odd values. */
function samples(): number[] {
  const values = [
    0,
    -0,
    1,
    9,
    10,
    99,
    100,
    999,
    1000,
    9999,
    10000,
    99999,
    100000,
    999999,
    1000000,
    12345678,
    123456789,
    1234567890123,
    0.5,
    0.05,
    0.005,
    0.015,
    1.005,
    1.995,
    2.675,
    999.995,
    99999.995,
    0.1 + 0.2,
    1 / 3,
    2 / 3,
    12499.5,
    12499.99,
    1e20,
    1e21,
    1.5e-7,
    123.456e-10,
    -1,
    -1234.5,
    -99999.995,
    Number.NaN,
    Infinity,
    -Infinity,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
  ];
  let seed = 7;
  const random = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < 3000; i++) {
    values.push(Math.round(random() * 10 ** Math.ceil(random() * 9)) / 100);
    values.push(random() * 10 ** Math.ceil(random() * 12));
  }
  return values;
}

describe("prices formatted without Intl", () => {
  it("write every sample as Intl's en-IN and en-US formatters do", () => {
    const misses: string[] = [];
    for (const value of samples()) {
      if (formatIndian(value) !== indian.format(value)) misses.push(`${value}: ${formatIndian(value)}`);
      if (formatIndian(value, 0) !== indianWhole.format(value))
        misses.push(`${value} (whole): ${formatIndian(value, 0)}`);
      const dollar = formatDollars(value, 1);
      if (dollar !== `$${dollars.format(Math.round(value * 100) / 100)}`) misses.push(`$${value}: ${dollar}`);
    }
    expect(misses).toEqual([]);
  });

  it("groups rupees the Indian way and dollars the Western way", () => {
    expect(formatRupees(1234567.5)).toBe("Rs 12,34,567.5");
    expect(formatRupees(12499)).toBe("Rs 12,499");
    expect(formatDollars(1234567, 1)).toBe("$1,234,567.00");
    expect(formatDollars(12499, 83.25)).toBe("$150.14");
    expect(formatDollars(12499, null)).toBeNull();
  });
});
