import { z } from "zod";

/**
 * International shipping: zones (groups of countries) × weight bands, edited by an admin on the back
 * office's Shipping screen (/api/admin/shipping/zones) and read by shoppers (GET /api/shipping/zones).
 * Charges are rupees here and paise in the database; India is in no zone (decision 007's domestic rule).
 */

export const ZONE_NAME_MAX = 60;
/** 100 kg: far above any parcel of clothes, and a typo guard. */
export const BAND_WEIGHT_MAX_GRAMS = 100_000;
export const BAND_CHARGE_MAX_RUPEES = 50_000;
export const ZONE_BANDS_MAX = 20;
/** More than every ISO country: one zone may hold the whole world but India. */
export const ZONE_COUNTRIES_MAX = 250;

export const SHIPPING_ZONE_MESSAGES = {
  name: `Zone name is required (at most ${ZONE_NAME_MAX} characters)`,
  weight: "Weight must be a whole number of grams above 0",
  weightMax: `Weight must be at most ${BAND_WEIGHT_MAX_GRAMS.toLocaleString("en-US")} grams (100 kg)`,
  charge: `Charge must be rupees from 0 to ${BAND_CHARGE_MAX_RUPEES.toLocaleString("en-US")}`,
  country: "Country must be a two-letter ISO code such as US",
  countryTwice: "Each country can be in one zone only",
  tooManyCountries: `A zone can hold at most ${ZONE_COUNTRIES_MAX} countries`,
  noBands: "A zone needs at least one weight band",
  tooManyBands: `A zone can have at most ${ZONE_BANDS_MAX} weight bands`,
  bandTwice: "Each weight band needs a different weight",
  nothingToChange: "Send the name, the countries, the bands or the courier days to change",
  transitDays: "Courier days must be a whole number from 1 to 60",
  unknownCountry: (code: string) => `${code} is not a country we know`,
  india: "India is not in a zone: shipping within India is set on Edit Home",
  exists: "A zone with this name exists already",
  notFound: "Shipping zone not found",
  added: "Zone Added Successfully",
  updated: "Zone Updated Successfully",
  deleted: "Zone Deleted Successfully",
} as const;

const M = SHIPPING_ZONE_MESSAGES;

/** Rupees with at most two decimals: the charge is kept in whole paise. */
const isWholePaise = (rupees: number) => Math.abs(Math.round(rupees * 100) - rupees * 100) < 1e-6;

export const ZoneName = z
  .string({ error: M.name })
  .trim()
  .min(1, { error: M.name })
  .max(ZONE_NAME_MAX, { error: M.name })
  .describe("Shown to staff and, on the Shipping page, to shoppers");

/** One weight band: parcels up to this weight pay this charge (the lightest band that holds them). */
export const ShippingBand = z.strictObject({
  max_weight_grams: z
    .number({ error: M.weight })
    .int({ error: M.weight })
    .positive({ error: M.weight })
    .max(BAND_WEIGHT_MAX_GRAMS, { error: M.weightMax })
    .describe("The heaviest parcel, in grams, this charge covers"),
  charge: z
    .number({ error: M.charge })
    .min(0, { error: M.charge })
    .max(BAND_CHARGE_MAX_RUPEES, { error: M.charge })
    .refine(isWholePaise, { error: M.charge })
    .describe("Rupees, at most two decimals"),
});
export type ShippingBand = z.infer<typeof ShippingBand>;

export const CountryCode = z
  .string({ error: M.country })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: M.country });

export const ZoneCountries = z
  .array(CountryCode, { error: M.country })
  .max(ZONE_COUNTRIES_MAX, { error: M.tooManyCountries })
  .superRefine((codes, context) => {
    const seen = new Set<string>();
    codes.forEach((code, index) => {
      if (seen.has(code)) context.addIssue({ code: "custom", message: M.countryTwice, path: [index] });
      seen.add(code);
    });
  })
  .describe("ISO 3166 codes; a country in another zone moves to this one. Not IN (domestic rule)");

export const ZoneBands = z
  .array(ShippingBand, { error: M.noBands })
  .min(1, { error: M.noBands })
  .max(ZONE_BANDS_MAX, { error: M.tooManyBands })
  .superRefine((bands, context) => {
    const seen = new Set<number>();
    bands.forEach((band, index) => {
      if (seen.has(band.max_weight_grams))
        context.addIssue({ code: "custom", message: M.bandTwice, path: [index, "max_weight_grams"] });
      seen.add(band.max_weight_grams);
    });
  })
  .describe("Any order; stored and answered lightest first");

/** Working days the courier takes to the zone's countries (delivery dates, issue 27 §3). */
export const ZoneTransitDays = z
  .number({ error: M.transitDays })
  .int({ error: M.transitDays })
  .min(1, { error: M.transitDays })
  .max(60, { error: M.transitDays })
  .describe("Working days the courier takes; the delivery dates shoppers see count them");

/** POST /api/admin/shipping/zones, and the back office's zone form. */
export const NewShippingZone = z.strictObject({
  name: ZoneName,
  countries: ZoneCountries,
  bands: ZoneBands,
  transit_days: ZoneTransitDays.default(7),
});
export type NewShippingZone = z.infer<typeof NewShippingZone>;

/** PUT /api/admin/shipping/zones/{id}: what is sent is replaced (a rename alone sends only the name). */
export const ShippingZoneUpdate = z
  .strictObject({
    name: ZoneName.optional(),
    countries: ZoneCountries.optional(),
    bands: ZoneBands.optional(),
    transit_days: ZoneTransitDays.optional(),
  })
  .refine(
    (body) =>
      body.name !== undefined ||
      body.countries !== undefined ||
      body.bands !== undefined ||
      body.transit_days !== undefined,
    { error: M.nothingToChange },
  );
export type ShippingZoneUpdate = z.infer<typeof ShippingZoneUpdate>;

export const ShippingZoneCountry = z.object({ code: z.string(), name: z.string() });
export type ShippingZoneCountry = z.infer<typeof ShippingZoneCountry>;

/** A zone as the back office lists it: countries by name, bands lightest first, charges in rupees. */
export const ShippingZone = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int().describe("Zones are listed by this, then by id"),
  transit_days: z.number().int().describe("Working days the courier takes"),
  countries: z.array(ShippingZoneCountry),
  bands: z.array(ShippingBand),
});
export type ShippingZone = z.infer<typeof ShippingZone>;

export const ShippingZoneAnswer = z.object({ message: z.string(), data: ShippingZone });
export type ShippingZoneAnswer = z.infer<typeof ShippingZoneAnswer>;

/** GET /api/shipping/zones: what a shopper abroad pays, zone by zone. */
export const PublicShippingZones = z.object({
  data: z.array(ShippingZone.omit({ id: true, sort: true, transit_days: true })),
});
export type PublicShippingZones = z.infer<typeof PublicShippingZones>;
