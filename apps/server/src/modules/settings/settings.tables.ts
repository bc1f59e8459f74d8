import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Staff-editable values, one row per key. Known keys: marquee_1, marquee_2, insta_count, insta_handle,
 * dollar_rate (paise per US dollar), and policy settings such as domestic_shipping_flat and
 * domestic_free_shipping_from (paise); settings.keys.ts lists them all with their defaults.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    key: text("key").primaryKey(),
    value: text("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("site_settings_key_check", sql`${table.key} ~ '^[a-z][a-z0-9_]*$'`)],
);
