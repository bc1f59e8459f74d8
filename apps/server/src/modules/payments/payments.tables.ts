import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { CURRENCIES, orders, PAY_TYPES, PAYMENT_STATUSES } from "../orders/orders.tables";

/** One attempt to charge an order with a provider; the provider's ids make verification idempotent. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    payType: text("pay_type", { enum: PAY_TYPES }).notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    /** In the minor unit of `currency`. */
    amount: integer("amount").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    providerOrderId: text("provider_order_id"),
    providerPaymentId: text("provider_payment_id"),
    /** The provider's answer, without card data. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payments_order_idx").on(table.orderId),
    uniqueIndex("payments_provider_order_unique").on(table.payType, table.providerOrderId),
    check("payments_pay_type_check", sql`${table.payType} in ('PayPal', 'Stripe', 'Razorpay')`),
    check("payments_status_check", sql`${table.status} in ('paid', 'pending', 'failed')`),
    check("payments_currency_check", sql`${table.currency} in ('INR', 'USD')`),
    check("payments_amount_check", sql`${table.amount} >= 0`),
  ],
);
