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
import { orders } from "../orders/orders.tables";

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
    /** How many orders may use it in all; null means no limit. */
    usageLimit: integer("usage_limit"),
    /** Each customer may use it once. */
    oncePerCustomer: boolean("once_per_customer").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("coupons_code_lower_unique").on(sql`lower(${table.code})`),
    check("coupons_discount_check", sql`${table.discountPercent} between 0 and 100`),
    check("coupons_max_discount_check", sql`${table.maxDiscount} is null or ${table.maxDiscount} >= 0`),
    check("coupons_code_not_blank", sql`length(trim(${table.code})) > 0`),
    check("coupons_usage_limit_check", sql`${table.usageLimit} is null or ${table.usageLimit} > 0`),
  ],
);

export const REDEMPTION_STATES = ["reserved", "redeemed", "released"] as const;

/**
 * A coupon held by an order: reserved when the charge is created (so limits hold under races),
 * redeemed when the order is paid, released when it fails or expires.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: REDEMPTION_STATES }).notNull().default("reserved"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("coupon_redemptions_order_unique").on(table.orderId),
    index("coupon_redemptions_coupon_idx").on(table.couponId, table.status),
    index("coupon_redemptions_user_idx").on(table.userId, table.couponId),
    check("coupon_redemptions_status_check", sql`${table.status} in ('reserved', 'redeemed', 'released')`),
  ],
);
