import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    discountPercent: integer("discount_percent").notNull(),
    /** Cap on the discount, integer paise; null means no cap (the flat welcome discount). */
    maxDiscount: integer("max_discount"),
    /** Only a customer with no paid order may use it (the welcome code). */
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("coupons_code_lower_unique").on(sql`lower(${table.code})`),
    check("coupons_discount_check", sql`${table.discountPercent} between 0 and 100`),
    check("coupons_max_discount_check", sql`${table.maxDiscount} is null or ${table.maxDiscount} >= 0`),
    check("coupons_code_not_blank", sql`length(trim(${table.code})) > 0`),
  ],
);
