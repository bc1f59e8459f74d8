import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orders } from "../orders/orders.tables";
import { refunds } from "../payments/payments.tables";

export const TAX_DOCUMENT_KINDS = ["invoice", "credit_note"] as const;

/**
 * Numbering series for tax documents (Rule 46(b): consecutive, unique per financial year). One row
 * per series and year, e.g. `invoice:2026-27`; the next number is taken with a row lock in the same
 * transaction that issues the document, so numbers have no gaps and no duplicates.
 */
export const documentSeries = pgTable("document_series", {
  series: text("series").primaryKey(),
  lastValue: integer("last_value").notNull().default(0),
});

/** A GST tax invoice (issued once, when the order is paid) or a credit note (one per refund). */
export const taxDocuments = pgTable(
  "tax_documents",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    refundId: integer("refund_id").references(() => refunds.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: TAX_DOCUMENT_KINDS }).notNull(),
    /** Financial year, '2026-27' (1 April to 31 March, India time). */
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    /** As printed, at most 16 characters: 'RB/2026-27/00042'. */
    number: text("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** Where the PDF is kept (media storage key); null until it is written. */
    file: text("file"),
    /** The figures as issued (lines with HSN, taxable value, rates and taxes; totals), so a later rate edit never rewrites it. */
    figures: jsonb("figures").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    uniqueIndex("tax_documents_number_unique").on(table.number),
    uniqueIndex("tax_documents_series_unique").on(table.kind, table.financialYear, table.sequence),
    uniqueIndex("tax_documents_one_invoice_unique").on(table.orderId).where(sql`${table.kind} = 'invoice'`),
    uniqueIndex("tax_documents_one_credit_note_unique")
      .on(table.refundId)
      .where(sql`${table.refundId} is not null`),
    index("tax_documents_order_idx").on(table.orderId),
    check("tax_documents_kind_check", sql`${table.kind} in ('invoice', 'credit_note')`),
    check("tax_documents_number_check", sql`length(${table.number}) <= 16`),
    // An invoice names no refund; a credit note names its refund, or none when a COD parcel came back
    // refused (issue 26 §1), which happens once per order.
    check("tax_documents_refund_check", sql`${table.kind} = 'credit_note' or ${table.refundId} is null`),
    uniqueIndex("tax_documents_returned_unique")
      .on(table.orderId)
      .where(sql`${table.kind} = 'credit_note' and ${table.refundId} is null`),
  ],
);

/**
 * GST rates by HSN prefix and price band (per piece, taxable value after discount), with the date
 * they took effect: the newest row in force for the longest matching prefix wins. Staff edit it;
 * rows the research could not confirm carry confirmed = false and the back office flags them.
 */
export const gstRates = pgTable(
  "gst_rates",
  {
    id: serial("id").primaryKey(),
    hsnPrefix: text("hsn_prefix").notNull(),
    /** Band of taxable value per piece in paise: above `min`, up to and including `max` (null: no cap). */
    minUnitPaise: integer("min_unit_paise").notNull().default(0),
    maxUnitPaise: integer("max_unit_paise"),
    /** Rate in basis points: 500 is 5%. */
    rateBasisPoints: integer("rate_basis_points").notNull(),
    effectiveFrom: date("effective_from").notNull(),
    confirmed: boolean("confirmed").notNull().default(true),
    description: text("description").notNull().default(""),
    source: text("source").notNull().default(""),
  },
  (table) => [
    index("gst_rates_prefix_idx").on(table.hsnPrefix, table.effectiveFrom),
    check("gst_rates_prefix_check", sql`${table.hsnPrefix} ~ '^[0-9]{2,8}$'`),
    check("gst_rates_rate_check", sql`${table.rateBasisPoints} between 0 and 4000`),
    check(
      "gst_rates_band_check",
      sql`${table.minUnitPaise} >= 0 and (${table.maxUnitPaise} is null or ${table.maxUnitPaise} > ${table.minUnitPaise})`,
    ),
  ],
);
