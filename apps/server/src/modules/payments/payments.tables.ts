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
    // One captured payment belongs to one attempt, however often it is reported.
    uniqueIndex("payments_provider_payment_unique")
      .on(table.payType, table.providerPaymentId)
      .where(sql`${table.providerPaymentId} is not null`),
    check("payments_pay_type_check", sql`${table.payType} in ('PayPal', 'Stripe', 'Razorpay', 'COD')`),
    check("payments_status_check", sql`${table.status} in ('paid', 'pending', 'failed')`),
    check("payments_currency_check", sql`${table.currency} in ('INR', 'USD')`),
    check("payments_amount_check", sql`${table.amount} >= 0`),
  ],
);

export const PROVIDERS = ["razorpay", "paypal", "stripe"] as const;

export const WEBHOOK_OUTCOMES = ["applied", "ignored", "failed"] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** Every webhook delivery, stored once per provider event id before it is applied. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: serial("id").primaryKey(),
    provider: text("provider", { enum: PROVIDERS }).notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** What processing made of it: applied, ignored (not an event the shop needs) or failed (unreadable). */
    outcome: text("outcome", { enum: WEBHOOK_OUTCOMES }),
    /** Why it was ignored or failed. */
    reason: text("reason"),
    /** The last error of a processing that did not finish (the event is applied again when redelivered). */
    error: text("error"),
  },
  (table) => [
    uniqueIndex("webhook_events_provider_event_unique").on(table.provider, table.eventId),
    check("webhook_events_provider_check", sql`${table.provider} in ('razorpay', 'paypal', 'stripe')`),
    check(
      "webhook_events_outcome_check",
      sql`${table.outcome} is null or ${table.outcome} in ('applied', 'ignored', 'failed')`,
    ),
  ],
);

export const REFUND_STATUSES = ["pending", "succeeded", "failed"] as const;

/**
 * Money sent back to the customer through the provider that took it. The idempotency key is sent to
 * the provider, so a retried refund (double click, crash, replay) is one refund there and here.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    /** In the minor unit of `currency`, as the payment was taken. */
    amount: integer("amount").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("pending"),
    reason: text("reason").notNull().default(""),
    providerRefundId: text("provider_refund_id"),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The order lines this refund cancels (their stock returns to the shelf). */
    lineIds: jsonb("line_ids").$type<number[]>().notNull().default([]),
    actorId: integer("actor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("refunds_order_idx").on(table.orderId),
    uniqueIndex("refunds_idempotency_unique").on(table.idempotencyKey),
    uniqueIndex("refunds_provider_unique")
      .on(table.paymentId, table.providerRefundId)
      .where(sql`${table.providerRefundId} is not null`),
    check("refunds_amount_check", sql`${table.amount} > 0`),
    check("refunds_status_check", sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    check("refunds_currency_check", sql`${table.currency} in ('INR', 'USD')`),
  ],
);
