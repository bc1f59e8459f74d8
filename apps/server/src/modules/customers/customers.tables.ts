import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/auth.tables";

/** ISO 3166-1 alpha-2 countries. */
export const countries = pgTable(
  "countries",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
  },
  (table) => [check("countries_code_check", sql`${table.code} ~ '^[A-Z]{2}$'`)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    mobile: text("mobile").notNull(),
    countryCode: text("country_code")
      .notNull()
      .default("IN")
      .references(() => countries.code),
    state: text("state").notNull(),
    city: text("city").notNull().default(""),
    address1: text("address1").notNull(),
    address2: text("address2").notNull().default(""),
    zip: text("zip").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("addresses_user_idx").on(table.userId),
    // The default flag belongs to at most one address per customer.
    uniqueIndex("addresses_one_default_per_user").on(table.userId).where(sql`${table.isDefault}`),
  ],
);
