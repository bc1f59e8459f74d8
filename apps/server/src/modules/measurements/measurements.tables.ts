import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../auth/auth.tables";

/**
 * A customer's named measurement profile (issue 27 §2): inches by measurement name. Order lines keep their
 * own copy of what was ordered with, so a profile changed later changes no order. Goes with the account.
 */
export const measurementProfiles = pgTable(
  "measurement_profiles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    measurements: jsonb("measurements").$type<Record<string, number>>().notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("measurement_profiles_user_name_unique").on(table.userId, sql`lower(${table.name})`),
  ],
);
