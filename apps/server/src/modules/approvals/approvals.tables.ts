import { APPROVAL_STATES, APPROVAL_WAYS } from "@boutique/shared/schemas/approval";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orderLines, orders } from "../orders/orders.tables";

/**
 * A made-to-measure piece's approval before dispatch (issue 27 §4, decision 054): the photos staff sent of
 * the finished piece, and the customer's answer. One row per piece; new photos after a change start the
 * next round on the same row. A piece still awaiting after `answer_by` counts as approved.
 */
export const pieceApprovals = pgTable(
  "piece_approvals",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    lineId: integer("line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    state: text("state", { enum: APPROVAL_STATES }).notNull().default("awaiting"),
    approvedBy: text("approved_by", { enum: APPROVAL_WAYS }),
    /** Media file names of the finished piece (at least one), and an optional short video. */
    photos: text("photos").array().notNull(),
    video: text("video"),
    round: integer("round").notNull().default(1),
    askedAt: timestamp("asked_at", { withTimezone: true }).notNull().defaultNow(),
    answerBy: timestamp("answer_by", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** The change the customer asked for. */
    note: text("note").notNull().default(""),
    /** The staff member who sent the photos or heard the approval on the phone. */
    staffName: text("staff_name").notNull().default(""),
  },
  (table) => [
    uniqueIndex("piece_approvals_line_unique").on(table.lineId),
    index("piece_approvals_order_idx").on(table.orderId),
    check(
      "piece_approvals_state_check",
      sql`${table.state} in ('awaiting', 'approved', 'changes_requested')`,
    ),
    check(
      "piece_approvals_way_check",
      sql`(${table.state} = 'approved') = (${table.approvedBy} is not null)`,
    ),
    check("piece_approvals_photos_check", sql`cardinality(${table.photos}) between 1 and 6`),
  ],
);
