import { z } from "zod";
import { SIZE_CHART_SIZES } from "../size-chart-units";
import { idParam } from "./id";

export { CM_PER_INCH, SIZE_CHART_SIZES, type SizeChartSize, toCentimetres } from "../size-chart-units";

export const SIZE_CHART_LIMITS = {
  columns: 8,
  columnName: 30,
  notes: 2000,
  /** A garment measurement in inches: a child's wrist to a long lehenga's length. */
  minInches: 1,
  maxInches: 80,
} as const;

export const SIZE_CHART_MESSAGES = {
  saved: "Size chart saved.",
  removed: "Size chart removed: the category shows its parent's chart again.",
  noOwnChart: "This category has no size chart of its own.",
  categoryNotFound: "Category not found",
  productNotFound: "Product not found",
  noColumns: "Add at least one measurement to the size chart.",
  tooManyColumns: `A size chart has at most ${SIZE_CHART_LIMITS.columns} measurements.`,
  columnName: `Name each measurement (at most ${SIZE_CHART_LIMITS.columnName} characters).`,
  duplicateColumn: "Each measurement may appear once.",
  noRows: "Fill in at least one size.",
  duplicateRow: "Each size may appear once.",
  rowLength: "Each size needs one value per measurement (leave a value empty for none).",
  value: `Measurements are in inches, from ${SIZE_CHART_LIMITS.minInches} to ${SIZE_CHART_LIMITS.maxInches}, in quarter inches.`,
  notes: `The notes may be at most ${SIZE_CHART_LIMITS.notes} characters.`,
} as const;

const inches = z
  .number({ error: SIZE_CHART_MESSAGES.value })
  .min(SIZE_CHART_LIMITS.minInches, SIZE_CHART_MESSAGES.value)
  .max(SIZE_CHART_LIMITS.maxInches, SIZE_CHART_MESSAGES.value)
  .refine((value) => Number.isInteger(value * 4), SIZE_CHART_MESSAGES.value);

export const SizeChartRow = z.object({
  size: z.enum(SIZE_CHART_SIZES),
  values: z.array(inches.nullable()).describe("Inches, one per column, in the columns' order; null for none"),
});
export type SizeChartRow = z.infer<typeof SizeChartRow>;

/** What staff save for a category: measurements, the sizes' values, how to measure, a picture. */
export const SizeChartBody = z
  .object({
    columns: z
      .array(
        z
          .string({ error: SIZE_CHART_MESSAGES.columnName })
          .trim()
          .min(1, SIZE_CHART_MESSAGES.columnName)
          .max(SIZE_CHART_LIMITS.columnName, SIZE_CHART_MESSAGES.columnName),
        { error: SIZE_CHART_MESSAGES.noColumns },
      )
      .min(1, SIZE_CHART_MESSAGES.noColumns)
      .max(SIZE_CHART_LIMITS.columns, SIZE_CHART_MESSAGES.tooManyColumns),
    rows: z.array(SizeChartRow, { error: SIZE_CHART_MESSAGES.noRows }).min(1, SIZE_CHART_MESSAGES.noRows),
    notes: z
      .string({ error: SIZE_CHART_MESSAGES.notes })
      .trim()
      .max(SIZE_CHART_LIMITS.notes, SIZE_CHART_MESSAGES.notes)
      .default(""),
    image: z
      .null()
      .optional()
      .describe("null removes the picture; left out, it is kept (pictures come through …/size-chart/image)"),
  })
  .superRefine((chart, context) => {
    const names = chart.columns.map((name) => name.toLowerCase());
    if (new Set(names).size !== names.length)
      context.addIssue({ code: "custom", message: SIZE_CHART_MESSAGES.duplicateColumn, path: ["columns"] });
    const sizes = chart.rows.map((row) => row.size);
    if (new Set(sizes).size !== sizes.length)
      context.addIssue({ code: "custom", message: SIZE_CHART_MESSAGES.duplicateRow, path: ["rows"] });
    if (chart.rows.some((row) => row.values.length !== chart.columns.length))
      context.addIssue({ code: "custom", message: SIZE_CHART_MESSAGES.rowLength, path: ["rows"] });
  })
  .transform((chart) => ({
    ...chart,
    // Kept XS to XXL whatever order they came in; a row with no value at all is no row.
    rows: [...chart.rows]
      .filter((row) => row.values.some((value) => value !== null))
      .sort((a, b) => SIZE_CHART_SIZES.indexOf(a.size) - SIZE_CHART_SIZES.indexOf(b.size)),
  }))
  .refine((chart) => chart.rows.length > 0, { message: SIZE_CHART_MESSAGES.noRows, path: ["rows"] });
export type SizeChartBody = z.input<typeof SizeChartBody>;
/** A saved chart's body after its checks: rows XS to XXL, empty rows dropped. */
export type SizeChartSaved = z.output<typeof SizeChartBody>;

/** A chart as the shop shows it, with the category it belongs to (a subcategory may show its parent's). */
export const SizeChart = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  columns: z.array(z.string()),
  rows: z.array(SizeChartRow),
  notes: z.string(),
  image: z.string().nullable(),
  updated_at: z.string(),
});
export type SizeChart = z.infer<typeof SizeChart>;

/** The product page's chart: its category's own, or the nearest parent's; null when none has one. */
export const ProductSizeChartAnswer = z.object({ chart: SizeChart.nullable() });
export type ProductSizeChartAnswer = z.infer<typeof ProductSizeChartAnswer>;

/** The back office's view of a category's chart: its own, and what it shows without one. */
export const AdminSizeChartAnswer = z.object({
  own: SizeChart.nullable(),
  inherited: SizeChart.nullable().describe("The nearest parent's chart, shown when the category has none"),
});
export type AdminSizeChartAnswer = z.infer<typeof AdminSizeChartAnswer>;

export const SizeChartCategoryParams = z.object({ id: idParam(SIZE_CHART_MESSAGES.categoryNotFound) });
export const SizeChartProductParams = z.object({ id: idParam(SIZE_CHART_MESSAGES.productNotFound) });
