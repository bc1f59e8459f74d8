import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { countries } from "../customers/customers.tables";

/** A group of countries that ship at the same rates (South Asia, UK and Europe, ...). */
export const shippingZones = pgTable(
  "shipping_zones",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
    /** Working days the courier takes to the zone's countries (delivery dates, decision 053). */
    transitDays: integer("transit_days").notNull().default(7),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("shipping_zones_name_unique").on(sql`lower(${table.name})`),
    check("shipping_zones_name_not_blank", sql`length(trim(${table.name})) > 0`),
    check("shipping_zones_transit_days_check", sql`${table.transitDays} between 1 and 60`),
  ],
);

/** Each country is in at most one zone; a country in none is not deliverable. */
export const shippingZoneCountries = pgTable(
  "shipping_zone_countries",
  {
    countryCode: text("country_code")
      .primaryKey()
      .references(() => countries.code, { onDelete: "cascade" }),
    zoneId: integer("zone_id")
      .notNull()
      .references(() => shippingZones.id, { onDelete: "cascade" }),
  },
  (table) => [index("shipping_zone_countries_zone_idx").on(table.zoneId)],
);

/** A zone's charge for parcels up to a weight (grams), integer paise; the lightest band that fits applies. */
export const shippingRates = pgTable(
  "shipping_rates",
  {
    id: serial("id").primaryKey(),
    zoneId: integer("zone_id")
      .notNull()
      .references(() => shippingZones.id, { onDelete: "cascade" }),
    maxWeightGrams: integer("max_weight_grams").notNull(),
    charge: integer("charge").notNull(),
  },
  (table) => [
    uniqueIndex("shipping_rates_zone_weight_unique").on(table.zoneId, table.maxWeightGrams),
    check("shipping_rates_weight_check", sql`${table.maxWeightGrams} > 0`),
    check("shipping_rates_charge_check", sql`${table.charge} >= 0`),
  ],
);
