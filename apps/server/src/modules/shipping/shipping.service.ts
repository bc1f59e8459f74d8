import { paiseToRupees, rupeesToPaise } from "@boutique/shared/pricing/currency";
import { domesticShippingPaise } from "@boutique/shared/pricing/shipping";
import {
  SHIPPING_ZONE_MESSAGES as M,
  type NewShippingZone,
  type PublicShippingZones,
  type ShippingBand,
  type ShippingZone,
  type ShippingZoneAnswer,
  type ShippingZoneUpdate,
} from "@boutique/shared/schemas/shipping-zones";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/transaction";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import { pgErrorCode } from "../catalog/categories.repository";
import { createSettingsService, type SettingsService } from "../settings/settings.service";
import * as repository from "./shipping.repository";

/** Shipping within India follows decision 007's rule, never a zone. */
export const DOMESTIC_COUNTRY = "IN";

export type ShippingQuoteInput = {
  /** ISO 3166 code of the delivery address. */
  countryCode: string;
  /** The parcel's weight: the lines' product weights times their quantities. */
  weightGrams: number;
  /** The items subtotal after any coupon (the domestic rule's free-shipping threshold reads it). */
  itemsAfterDiscountPaise: number;
};

export type ShippingQuote =
  | { deliverable: true; chargePaise: number; zone: string | null }
  | { deliverable: false };

type Deps = {
  db: Database;
  /** Where the domestic rule comes from; the settings service on the same database unless given. */
  settings?: Pick<SettingsService, "getDomesticShipping">;
};

const toBand = (band: repository.BandValues): ShippingBand => ({
  max_weight_grams: band.maxWeightGrams,
  charge: paiseToRupees(band.charge),
});

/** Lightest first, charges in paise: the order the table keeps and the quote's "lightest band that fits". */
const toBandValues = (bands: ShippingBand[]): repository.BandValues[] =>
  bands
    .map((band) => ({ maxWeightGrams: band.max_weight_grams, charge: rupeesToPaise(band.charge) }))
    .sort((a, b) => a.maxWeightGrams - b.maxWeightGrams);

/** Zones with their countries (by name) and bands (lightest first), in rupees as the API shows them. */
async function readZones(executor: Executor, zoneId?: number): Promise<ShippingZone[]> {
  const [zones, members, bands] = await Promise.all([
    repository.listZones(executor, zoneId),
    repository.listZoneCountries(executor, zoneId),
    repository.listZoneBands(executor, zoneId),
  ]);
  return zones.map((zone) => ({
    id: zone.id,
    name: zone.name,
    sort: zone.sort,
    transit_days: zone.transitDays,
    countries: members
      .filter((member) => member.zoneId === zone.id)
      .map(({ code, name }) => ({ code, name })),
    bands: bands.filter((band) => band.zoneId === zone.id).map(toBand),
  }));
}

/** A zone's countries must be real, and not India; the error names the entry the form should mark. */
async function checkCountries(executor: Executor, codes: string[]): Promise<void> {
  const india = codes.indexOf(DOMESTIC_COUNTRY);
  if (india >= 0) throw new ValidationError(M.india, { field: `countries.${india}` });
  const known = await repository.findKnownCountries(executor, codes);
  const unknown = codes.findIndex((code) => !known.has(code));
  if (unknown >= 0)
    throw new ValidationError(M.unknownCountry(codes[unknown]!), { field: `countries.${unknown}` });
}

/** The unique index on lower(name) refused a rename: the same answer as a taken name on add. */
function nameTaken(error: unknown): never {
  if (pgErrorCode(error) === "23505") throw new ConflictError(M.exists, { field: "name" });
  throw error;
}

/**
 * Shipping charges: India by the domestic rule (decision 007), every other country by its zone's weight
 * bands. The admin writes each run in one transaction; `quote` runs on a flow's transaction when given one.
 */
export function createShippingService({ db, settings = createSettingsService({ db }) }: Deps) {
  /**
   * The domestic rule, read on the caller's executor: PGlite has one connection, so a read beside a flow's
   * open transaction would wait for it to end. Inside a transaction the settings are read on it directly.
   */
  const domesticRule = (executor: Executor) =>
    (executor === db ? settings : createSettingsService({ db: executor as Database })).getDomesticShipping();

  async function zoneAnswer(executor: Executor, id: number, message: string): Promise<ShippingZoneAnswer> {
    const [zone] = await readZones(executor, id);
    if (!zone) throw new NotFoundError(M.notFound);
    return { message, data: zone };
  }

  return {
    /**
     * What shipping costs to a country for a parcel. India: the domestic rule on the items subtotal (the
     * rule is a site setting, read on the same executor). Elsewhere: the zone's lightest band whose max
     * weight holds the parcel; a country in no zone, or a parcel heavier than every band, is not deliverable.
     */
    async quote(input: ShippingQuoteInput, executor: Executor = db): Promise<ShippingQuote> {
      if (!Number.isSafeInteger(input.weightGrams) || input.weightGrams < 0)
        throw new RangeError(`weight must be whole grams, got ${input.weightGrams}`);
      const country = input.countryCode.trim().toUpperCase();
      if (country === DOMESTIC_COUNTRY) {
        const rule = await domesticRule(executor);
        return {
          deliverable: true,
          chargePaise: domesticShippingPaise(input.itemsAfterDiscountPaise, rule),
          zone: null,
        };
      }
      const rate = await repository.findRate(executor, country, input.weightGrams);
      if (!rate) return { deliverable: false };
      return { deliverable: true, chargePaise: rate.charge, zone: rate.zone };
    },

    /** Every zone with its countries and bands, for the back office. */
    listZones(executor: Executor = db): Promise<ShippingZone[]> {
      return readZones(executor);
    },

    /** What a shopper abroad pays, zone by zone; zones without a country are left out. */
    async listPublicZones(): Promise<PublicShippingZones> {
      const zones = await readZones(db);
      return {
        data: zones
          .filter((zone) => zone.countries.length > 0 && zone.bands.length > 0)
          .map(({ name, countries, bands }) => ({ name, countries, bands })),
      };
    },

    /** A new zone, last in the order; its countries leave the zones they were in. */
    async addZone(input: NewShippingZone): Promise<ShippingZoneAnswer> {
      return db.transaction(async (tx) => {
        await checkCountries(tx, input.countries);
        const zone = await repository.insertZone(tx, input.name, input.transit_days);
        if (!zone) throw new ConflictError(M.exists, { field: "name" });
        await repository.replaceZoneCountries(tx, zone.id, input.countries);
        await repository.replaceZoneBands(tx, zone.id, toBandValues(input.bands));
        return zoneAnswer(tx, zone.id, M.added);
      });
    },

    /** Renames the zone and/or replaces its countries and/or its bands: what the change names, at once. */
    async updateZone(id: number, change: ShippingZoneUpdate): Promise<ShippingZoneAnswer> {
      return db.transaction(async (tx) => {
        if (!(await repository.lockZone(tx, id))) throw new NotFoundError(M.notFound);
        if (change.countries) await checkCountries(tx, change.countries);
        if (change.name !== undefined) await repository.renameZone(tx, id, change.name).catch(nameTaken);
        if (change.countries) await repository.replaceZoneCountries(tx, id, change.countries);
        if (change.bands) await repository.replaceZoneBands(tx, id, toBandValues(change.bands));
        if (change.transit_days !== undefined) await repository.setTransitDays(tx, id, change.transit_days);
        return zoneAnswer(tx, id, M.updated);
      });
    },

    /** Deletes the zone; its countries are then in no zone (not deliverable) until staff place them. */
    async removeZone(id: number): Promise<{ message: string }> {
      if (!(await repository.deleteZone(db, id))) throw new NotFoundError(M.notFound);
      return { message: M.deleted };
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
