/** The rows a size chart has, in this order: the sizes a garment is sold in (Free is size-less). */
export const SIZE_CHART_SIZES = ["XS", "S", "M", "L", "XL", "XXL"] as const;
export type SizeChartSize = (typeof SIZE_CHART_SIZES)[number];

/** Centimetres in an inch: the chart is kept in inches and shown in either. */
export const CM_PER_INCH = 2.54;

/** Inches to centimetres, to one decimal. Apart from the schemas, so the storefront's chart needs no zod. */
export const toCentimetres = (inches: number) => Math.round(inches * CM_PER_INCH * 10) / 10;
