import type { SizeChartRow } from "@boutique/shared/schemas/size-chart";
import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { categories } from "../catalog/catalog.tables";

/**
 * A category's size chart (issue 27 §1): the measurements it uses (columns) and each size's values in
 * inches. A subcategory without one shows its nearest parent's. Removed with its category.
 */
export const sizeCharts = pgTable("size_charts", {
  categoryId: integer("category_id")
    .primaryKey()
    .references(() => categories.id, { onDelete: "cascade" }),
  columns: text("columns").array().notNull(),
  rows: jsonb("rows").$type<SizeChartRow[]>().notNull(),
  /** How to measure, shown under the table. */
  notes: text("notes").notNull().default(""),
  /** A picture of how to measure: a media file name. */
  image: text("image"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
