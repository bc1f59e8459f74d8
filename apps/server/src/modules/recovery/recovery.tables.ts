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
import { addresses } from "../customers/customers.tables";

export const CHECKOUT_STEPS = ["address", "payment"] as const;
/** How a followed checkout ended; null while it is followed. */
export const CHECKOUT_OUTCOMES = ["recovered", "ordered", "opted_out", "emptied", "lapsed"] as const;

/**
 * One customer's checkout as the shop follows it to send reminders (issue 26 §3, decision 049): opened when
 * the checkout reaches an address (a quote to it) and moved on by each later quote and charge; abandoned once
 * it sits unpaid past the first delay; closed when they buy (recovered if a reminder had gone), opt out,
 * empty the cart or it lapses. At most one is open per customer.
 */
export const abandonedCheckouts = pgTable(
  "abandoned_checkouts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Where reminders go, as it was when the checkout was last moved. */
    email: text("email").notNull(),
    /** The address the checkout was quoted to: its mobile is where a WhatsApp reminder goes. */
    addressId: integer("address_id").references(() => addresses.id, { onDelete: "set null" }),
    step: text("step", { enum: CHECKOUT_STEPS }).notNull().default("address"),
    /** The lines as GuestCartItem takes them (colour variant id, size, quantity, customisation). */
    items: jsonb("items").$type<Record<string, unknown>[]>().notNull(),
    /** The total the checkout showed, paise. */
    value: integer("value").notNull(),
    /** The latest order placed from this checkout (its payment may still fail). */
    orderId: integer("order_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The shopper's last move in the checkout: the delays count from here. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    abandonedAt: timestamp("abandoned_at", { withTimezone: true }),
    remindersSent: integer("reminders_sent").notNull().default(0),
    lastRemindedAt: timestamp("last_reminded_at", { withTimezone: true }),
    restoredAt: timestamp("restored_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    outcome: text("outcome", { enum: CHECKOUT_OUTCOMES }),
    /** The order that closed it, and its total in paise. */
    orderTotal: integer("order_total"),
  },
  (table) => [
    uniqueIndex("abandoned_checkouts_open_unique").on(table.userId).where(sql`${table.closedAt} is null`),
    index("abandoned_checkouts_due_idx").on(table.updatedAt).where(sql`${table.closedAt} is null`),
    index("abandoned_checkouts_abandoned_idx")
      .on(table.abandonedAt)
      .where(sql`${table.abandonedAt} is not null`),
    check("abandoned_checkouts_step_check", sql`${table.step} in ('address', 'payment')`),
    check(
      "abandoned_checkouts_outcome_check",
      sql`${table.outcome} is null or ${table.outcome} in ('recovered', 'ordered', 'opted_out', 'emptied', 'lapsed')`,
    ),
    check("abandoned_checkouts_reminders_check", sql`${table.remindersSent} between 0 and 2`),
  ],
);
