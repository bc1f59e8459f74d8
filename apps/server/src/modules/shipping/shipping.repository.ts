import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/transaction";
import { countries } from "../customers/customers.tables";
import { shippingRates, shippingZoneCountries, shippingZones } from "./shipping.tables";

/**
 * The shipping tables. Every function takes the executor to run on (the database, or the transaction of
 * a write or of the checkout flow) as its first argument.
 */

export type ZoneRecord = typeof shippingZones.$inferSelect;
export type BandValues = { maxWeightGrams: number; charge: number };

/** A country's zone name and the charge (paise) of its lightest band that holds the weight; null when none. */
export async function findRate(
  executor: Executor,
  countryCode: string,
  weightGrams: number,
): Promise<{ zone: string; charge: number } | null> {
  const [row] = await executor
    .select({ zone: shippingZones.name, charge: shippingRates.charge })
    .from(shippingZoneCountries)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZoneCountries.zoneId))
    .innerJoin(shippingRates, eq(shippingRates.zoneId, shippingZones.id))
    .where(
      and(eq(shippingZoneCountries.countryCode, countryCode), gte(shippingRates.maxWeightGrams, weightGrams)),
    )
    .orderBy(asc(shippingRates.maxWeightGrams))
    .limit(1);
  return row ?? null;
}

/** Zones in their order (sort, then id); one zone when `zoneId` is given. */
export function listZones(executor: Executor, zoneId?: number): Promise<ZoneRecord[]> {
  return executor
    .select()
    .from(shippingZones)
    .where(zoneId === undefined ? undefined : eq(shippingZones.id, zoneId))
    .orderBy(asc(shippingZones.sort), asc(shippingZones.id));
}

/** Each zone's countries with their names, by name. */
export function listZoneCountries(executor: Executor, zoneId?: number) {
  return executor
    .select({ zoneId: shippingZoneCountries.zoneId, code: countries.code, name: countries.name })
    .from(shippingZoneCountries)
    .innerJoin(countries, eq(countries.code, shippingZoneCountries.countryCode))
    .where(zoneId === undefined ? undefined : eq(shippingZoneCountries.zoneId, zoneId))
    .orderBy(asc(countries.name));
}

/** Each zone's bands, lightest first. */
export function listZoneBands(executor: Executor, zoneId?: number) {
  return executor
    .select({
      zoneId: shippingRates.zoneId,
      maxWeightGrams: shippingRates.maxWeightGrams,
      charge: shippingRates.charge,
    })
    .from(shippingRates)
    .where(zoneId === undefined ? undefined : eq(shippingRates.zoneId, zoneId))
    .orderBy(asc(shippingRates.zoneId), asc(shippingRates.maxWeightGrams));
}

/** The zone, locked until the transaction ends (two edits of one zone take turns); null when it is gone. */
export async function lockZone(executor: Executor, id: number): Promise<ZoneRecord | null> {
  const [row] = await executor.select().from(shippingZones).where(eq(shippingZones.id, id)).for("update");
  return row ?? null;
}

/** A new zone last in the order; null when the name is taken in any case. */
export async function insertZone(
  executor: Executor,
  name: string,
  transitDays: number,
): Promise<ZoneRecord | null> {
  const [row] = await executor
    .insert(shippingZones)
    .values({
      name,
      transitDays,
      sort: sql`(select coalesce(max(${shippingZones.sort}), 0) + 1 from ${shippingZones})`,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Throws the unique index's error (23505) when another zone has the name in any case. */
export async function renameZone(executor: Executor, id: number, name: string): Promise<void> {
  await executor.update(shippingZones).set({ name }).where(eq(shippingZones.id, id));
}

/** Working days the courier takes to the zone's countries. */
export async function setTransitDays(executor: Executor, id: number, transitDays: number): Promise<void> {
  await executor.update(shippingZones).set({ transitDays }).where(eq(shippingZones.id, id));
}

/** The zone's countries become exactly `codes`; a code in another zone moves here (a country has one zone). */
export async function replaceZoneCountries(executor: Executor, id: number, codes: string[]): Promise<void> {
  await executor.delete(shippingZoneCountries).where(eq(shippingZoneCountries.zoneId, id));
  if (codes.length === 0) return;
  await executor
    .insert(shippingZoneCountries)
    .values(codes.map((countryCode) => ({ countryCode, zoneId: id })))
    .onConflictDoUpdate({ target: shippingZoneCountries.countryCode, set: { zoneId: id } });
}

/** The zone's bands become exactly `bands` (weights distinct, charges in paise). */
export async function replaceZoneBands(executor: Executor, id: number, bands: BandValues[]): Promise<void> {
  await executor.delete(shippingRates).where(eq(shippingRates.zoneId, id));
  if (bands.length === 0) return;
  await executor.insert(shippingRates).values(bands.map((band) => ({ zoneId: id, ...band })));
}

/** Deletes the zone with its countries and bands (cascade); false when there was none. */
export async function deleteZone(executor: Executor, id: number): Promise<boolean> {
  const rows = await executor
    .delete(shippingZones)
    .where(eq(shippingZones.id, id))
    .returning({ id: shippingZones.id });
  return rows.length > 0;
}

/** Which of the codes are in the countries table. */
export async function findKnownCountries(executor: Executor, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await executor
    .select({ code: countries.code })
    .from(countries)
    .where(inArray(countries.code, codes));
  return new Set(rows.map((row) => row.code));
}
