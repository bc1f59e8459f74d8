import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../auth/auth.tables";

export { CONSENT_DEFAULTS, CONSENT_PURPOSES, type ConsentPurpose } from "@boutique/shared/schemas/privacy";

/**
 * What a customer agreed to, for what, under which notice (DPDP Act 2023, decision 041). Append-only: a
 * withdrawal is a new row, so the time of each choice is kept; the newest row per purpose is in force.
 */
import { CONSENT_PURPOSES } from "@boutique/shared/schemas/privacy";

export const consents = pgTable(
  "consents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: CONSENT_PURPOSES }).notNull(),
    granted: boolean("granted").notNull(),
    /** The notice shown when the choice was made (its version). */
    notice: text("notice").notNull(),
    /** Where it was given or withdrawn: sign-up, account. */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("consents_user_purpose_idx").on(table.userId, table.purpose, table.id),
    check(
      "consents_purpose_check",
      sql`${table.purpose} in ('account', 'marketing_email', 'whatsapp', 'cart_reminders')`,
    ),
  ],
);

export const DATA_REQUEST_KINDS = ["export", "erasure"] as const;

/**
 * A customer's request to download or erase their data, and where it stands. An erased customer's row keeps
 * no name or email: `subject` is "Customer #id".
 */
export const dataRequests = pgTable(
  "data_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    kind: text("kind", { enum: DATA_REQUEST_KINDS }).notNull(),
    status: text("status", { enum: ["received", "completed"] })
      .notNull()
      .default("received"),
    /** What was done: what was erased, what the law makes the shop keep. */
    outcome: jsonb("outcome").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("data_requests_created_idx").on(table.createdAt),
    check("data_requests_kind_check", sql`${table.kind} in ('export', 'erasure')`),
    check("data_requests_status_check", sql`${table.status} in ('received', 'completed')`),
  ],
);

/** Every staff read of customers' personal data in bulk (the customer export): who, what, when. */
export const personalDataReads = pgTable(
  "personal_data_reads",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id").references(() => users.id, { onDelete: "set null" }),
    staffEmail: text("staff_email").notNull(),
    what: text("what").notNull(),
    /** The filter used and how many customers it covered. */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("personal_data_reads_created_idx").on(table.createdAt)],
);
