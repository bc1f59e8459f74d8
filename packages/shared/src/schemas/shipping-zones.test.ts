import { describe, expect, it } from "vitest";
import {
  SHIPPING_ZONE_MESSAGES as M,
  NewShippingZone,
  ShippingBand,
  ShippingZoneUpdate,
} from "./shipping-zones";

const zone = {
  name: "  Gulf  ",
  countries: ["ae", " QA "],
  bands: [
    { max_weight_grams: 1000, charge: 1700 },
    { max_weight_grams: 500, charge: 1200.5 },
  ],
};

/** Each issue as "path: message", to see where a refusal is pinned. */
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("NewShippingZone", () => {
  it("takes a name, ISO codes in any case and bands in any order", () => {
    expect(NewShippingZone.parse(zone)).toEqual({
      name: "Gulf",
      countries: ["AE", "QA"],
      bands: zone.bands,
      // Courier days default to a week (delivery dates, issue 27 §3).
      transit_days: 7,
    });
    expect(NewShippingZone.safeParse({ ...zone, countries: [] }).success).toBe(true);
    expect(NewShippingZone.safeParse({ ...zone, transit_days: 0 }).success).toBe(false);
  });

  it("needs a name of at most 60 characters", () => {
    expect(issues(NewShippingZone.safeParse({ ...zone, name: "   " }))).toEqual([`name: ${M.name}`]);
    expect(issues(NewShippingZone.safeParse({ ...zone, name: "x".repeat(61) }))).toEqual([`name: ${M.name}`]);
    expect(issues(NewShippingZone.safeParse({ countries: [], bands: zone.bands }))).toEqual([
      `name: ${M.name}`,
    ]);
  });

  it("refuses a country code that is not two letters, and a country listed twice", () => {
    expect(issues(NewShippingZone.safeParse({ ...zone, countries: ["USA"] }))).toEqual([
      `countries.0: ${M.country}`,
    ]);
    expect(issues(NewShippingZone.safeParse({ ...zone, countries: ["AE", "GB", "ae"] }))).toEqual([
      `countries.2: ${M.countryTwice}`,
    ]);
    expect(M.countryTwice).toBe("Each country can be in one zone only");
  });

  it("needs at least one band, each weight once", () => {
    expect(issues(NewShippingZone.safeParse({ ...zone, bands: [] }))).toEqual([`bands: ${M.noBands}`]);
    expect(issues(NewShippingZone.safeParse({ name: "Gulf", countries: [] }))).toEqual([
      `bands: ${M.noBands}`,
    ]);
    const twice = [zone.bands[0], { max_weight_grams: 1000, charge: 1900 }];
    expect(issues(NewShippingZone.safeParse({ ...zone, bands: twice }))).toEqual([
      `bands.1.max_weight_grams: ${M.bandTwice}`,
    ]);
    const many = Array.from({ length: 21 }, (_, index) => ({
      max_weight_grams: (index + 1) * 500,
      charge: 100,
    }));
    expect(issues(NewShippingZone.safeParse({ ...zone, bands: many }))).toEqual([`bands: ${M.tooManyBands}`]);
  });

  it("refuses unknown fields", () => {
    expect(NewShippingZone.safeParse({ ...zone, sort: 1 }).success).toBe(false);
  });
});

describe("ShippingBand", () => {
  const message = (band: unknown) => ShippingBand.safeParse(band).error?.issues[0]?.message;

  it("takes whole grams above 0 and rupees from 0 to 50,000 with at most two decimals", () => {
    expect(ShippingBand.parse({ max_weight_grams: 1, charge: 0 })).toEqual({
      max_weight_grams: 1,
      charge: 0,
    });
    expect(ShippingBand.safeParse({ max_weight_grams: 100_000, charge: 50_000 }).success).toBe(true);
    expect(ShippingBand.safeParse({ max_weight_grams: 500, charge: 1999.99 }).success).toBe(true);
  });

  it("says what is wrong with the weight", () => {
    expect(M.weight).toBe("Weight must be a whole number of grams above 0");
    for (const weight of [0, -500, 250.5, "500", null, Number.NaN])
      expect(message({ max_weight_grams: weight, charge: 100 })).toBe(M.weight);
    expect(message({ max_weight_grams: 100_001, charge: 100 })).toBe(M.weightMax);
  });

  it("says what is wrong with the charge", () => {
    expect(M.charge).toBe("Charge must be rupees from 0 to 50,000");
    for (const charge of [-1, 50_000.01, 10.005, "100", undefined, Number.NaN])
      expect(message({ max_weight_grams: 500, charge })).toBe(M.charge);
  });
});

describe("ShippingZoneUpdate", () => {
  it("takes any of the three parts, and refuses an empty change", () => {
    expect(ShippingZoneUpdate.parse({ name: "Gulf states" })).toEqual({ name: "Gulf states" });
    expect(ShippingZoneUpdate.parse({ countries: ["om"] })).toEqual({ countries: ["OM"] });
    expect(issues(ShippingZoneUpdate.safeParse({}))).toEqual([`: ${M.nothingToChange}`]);
    expect(issues(ShippingZoneUpdate.safeParse({ bands: [] }))).toEqual([`bands: ${M.noBands}`]);
    expect(ShippingZoneUpdate.safeParse({ name: "Gulf", id: 3 }).success).toBe(false);
  });
});
