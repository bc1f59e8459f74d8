import { RETURN_KINDS, RETURN_STATUSES } from "@boutique/shared/schemas/returns";
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
import { users } from "../auth/auth.tables";
import { orderLines, orders } from "../orders/orders.tables";
import { refunds } from "../payments/payments.tables";

/**
 * A customer's request to return, exchange or alter a delivered line (decision 025), with photos, and what
 * staff decided. One open request per line; a return approved is refunded through the provider.
 */
export const returnRequests = pgTable(
  "return_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    lineId: integer("line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: RETURN_KINDS }).notNull(),
    status: text("status", { enum: RETURN_STATUSES }).notNull().default("requested"),
    reason: text("reason").notNull(),
    /** Fit assurance: the measurement of a made-to-measure piece that is off ('' otherwise). */
    measurement: text("measurement").notNull().default(""),
    /** Media file names (the media pipeline). */
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    /** In the order's minor unit: the policy fee kept and the refund, set when a return is approved. */
    fee: integer("fee").notNull().default(0),
    refundAmount: integer("refund_amount").notNull().default(0),
    refundId: integer("refund_id").references(() => refunds.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("return_requests_order_idx").on(table.orderId),
    index("return_requests_status_idx").on(table.status, table.createdAt),
    index("return_requests_user_idx").on(table.userId),
    // One request per line that is still open or went through; a declined one may be asked again.
    uniqueIndex("return_requests_line_open_unique")
      .on(table.lineId)
      .where(sql`${table.status} <> 'rejected'`),
    check("return_requests_kind_check", sql`${table.kind} in ('return', 'exchange', 'alteration')`),
    check(
      "return_requests_status_check",
      sql`${table.status} in ('requested', 'approved', 'rejected', 'refunded')`,
    ),
    check("return_requests_money_check", sql`${table.fee} >= 0 and ${table.refundAmount} >= 0`),
  ],
);
