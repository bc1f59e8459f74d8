import { z } from "zod";
import { base64Field } from "./base64";
import { idNumber, MAX_ID } from "./id";

/** Back-office product payloads (spec back-office §7 Products). Prices travel in rupees; the server stores paise. */

export const PRODUCT_SIZES = ["XS", "S", "M", "L", "XL", "XXL", "Free"] as const;

export const PRODUCT_MESSAGES = {
  nameRequired: "Please enter the product name",
  colourRequired: "Please enter the colour name",
  selectCategory: "Please select category",
  selectSubCategory: "Please select sub category",
  selectSize: "Please select a size.",
  sizeTwice: "Each size can be listed once.",
  badVideo: "The video link must be a web address (https://...).",
  notFound: "Product not found",
  variantNotFound: "Variant not found",
  firstVariant: "The first variant cannot be deleted.",
  updated: "Product updated successfully.",
  variantUpdated: "Product Updated Successfully",
  created: (id: number) => `Product Updated: ${id}`,
  variantInserted: "Variant Inserted successfully.",
  variantImages: "Variant images updated successfully.",
  variantDeleted: "Variant deleted",
  saved: "Updated Successfully",
  deleted: (id: number) => `Product Deleted ID: ${id}`,
  deletedMany: "Selected Product deleted",
  confirmDelete: "Are you sure you want to delete this Product?",
} as const;

/** The title and colour name keep only letters, digits and spaces (spec §5), single-spaced. */
export function keepLettersDigitsSpaces(value: string): string {
  return value.replace(/[^\p{L}\p{N} ]+/gu, "").replace(/ {2,}/g, " ");
}

const Id = idNumber("Must be an id.");
const YesNo = z.enum(["Y", "N"], { error: "Must be Y or N." });
/** Rich text arrives base64-encoded (spec); decoded here (bad base64 or UTF-8 is a 400), sanitised by the server. */
const RICH_TEXT_MAX = 200_000;

export const ProductSaveBody = z.strictObject({
  name: z.string({ error: PRODUCT_MESSAGES.nameRequired }).max(200, "The name is too long."),
  description: base64Field("Description", RICH_TEXT_MAX).default(""),
  rich_description: base64Field("Tips", RICH_TEXT_MAX).default(""),
  category: idNumber(PRODUCT_MESSAGES.selectCategory),
  sub_category: z
    .array(Id, { error: PRODUCT_MESSAGES.selectSubCategory })
    .min(1, PRODUCT_MESSAGES.selectSubCategory)
    .max(50, "Too many sub categories."),
  /** N = draft (Save draft), Y = published (Publish). */
  active: YesNo.default("N"),
  trending: YesNo.default("Y"),
  /** Kilograms. */
  weight: z
    .number({ error: "Weight must be a number." })
    .min(0, "Weight cannot be negative.")
    .max(1000)
    .default(0),
  style_no: z.string().trim().max(60, "The style number is too long.").default(""),
});
export type ProductSaveBody = z.infer<typeof ProductSaveBody>;

/** Pieces, or metres for goods sold by length in quarter-metre steps (the server refuses a part of a piece). */
const StockQuantity = z
  .number({ error: "Quantity must be a whole number." })
  .min(0, "Quantity cannot be negative.")
  .max(100_000)
  .refine(
    (quantity) => Number.isInteger(quantity * 4),
    "Quantity must be a whole number, or metres in steps of 0.25.",
  );
/**
 * The quantity the staff member saw when the page loaded: the save is refused (409) when a sale or
 * another save changed it since. Omitted only for a size the colour did not have (counts as 0).
 */
const ExpectedQuantity = z
  .number({ error: "Expected must be the quantity shown when the page loaded." })
  .refine(
    (quantity) => Number.isInteger(quantity * 4),
    "Expected must be the quantity shown when the page loaded.",
  )
  .min(0, "Expected cannot be negative.")
  .max(100_000)
  .optional();

export const SizeRow = z.strictObject({
  size: z.enum(PRODUCT_SIZES, { error: PRODUCT_MESSAGES.selectSize }),
  quantity: StockQuantity,
  tooltip: z.string().trim().max(120, "The tooltip is too long.").default(""),
  /** The editor's loaded quantity; a row sent back with quantity = expected keeps whatever is stored now. */
  expected: ExpectedQuantity,
});
export type SizeRow = z.infer<typeof SizeRow>;

/** One colour. sellingPrice may be sent (the spec's form does) but the server always computes its own. */
export const DISCOUNT_RANGE = "Discount must be a whole percent from 0 to 99.";

export const VariantFields = z.strictObject({
  name: z.string({ error: PRODUCT_MESSAGES.colourRequired }).max(60, "The colour name is too long."),
  // A price of 0 or a 100% discount would put the colour on sale for nothing: an obvious slip.
  regularPrice: z
    .number({ error: "Regular price must be a number." })
    .min(0, "Regular price cannot be negative.")
    .positive("Regular price must be more than 0.")
    .max(10_000_000, "Regular price is too high."),
  discount: z
    .number({ error: "Discount must be a number." })
    .int("Discount must be a whole percent.")
    .min(0, DISCOUNT_RANGE)
    .max(99, DISCOUNT_RANGE)
    .default(0),
  sellingPrice: z.number().optional(),
  video: z.string().trim().max(500, "The video link is too long.").default(""),
  sizes: z
    .array(SizeRow)
    .min(1, PRODUCT_MESSAGES.selectSize)
    .max(PRODUCT_SIZES.length, PRODUCT_MESSAGES.sizeTwice),
});
export type VariantFields = z.infer<typeof VariantFields>;

export const VariantSaveBody = z.strictObject({
  parent_id: Id,
  /** Absent or null adds a colour; an id updates that colour. */
  variant_id: Id.nullable().optional(),
  variant: VariantFields,
});
export type VariantSaveBody = z.infer<typeof VariantSaveBody>;

export const ProductStateBody = z.strictObject({
  id: Id,
  checked: z.boolean({ error: "checked must be true or false." }),
});
export const ProductDeleteBody = z.strictObject({ id: Id });
export const ProductDeleteAllBody = z.strictObject({
  id: z.array(Id, { error: "Send the ids to delete." }).min(1, "Select at least one product.").max(1000),
});

export const PRODUCT_STATES = ["active", "draft"] as const;
export const ProductListQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  category: z.coerce.number().int().positive().max(MAX_ID).optional(),
  state: z.enum(PRODUCT_STATES, { error: "State must be active or draft." }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductListRow = z.object({
  id: z.number(),
  name: z.string(),
  style_no: z.string(),
  category: z.string(),
  category_id: z.number(),
  image: z.string().nullable(),
  colours: z.number(),
  regular_price: z.number().nullable(),
  selling_price: z.number().nullable(),
  stock: z.number(),
  active: YesNo,
  trending: YesNo,
  created: z.string(),
});
export type ProductListRow = z.infer<typeof ProductListRow>;
export const ProductListResponse = z.object({
  products: z.array(ProductListRow),
  totalCount: z.number(),
  totalPages: z.number(),
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;

export const AdminMedia = z.object({ id: z.number(), file: z.string(), kind: z.enum(["image", "video"]) });
export const AdminVariant = z.object({
  id: z.number(),
  name: z.string(),
  regularPrice: z.number(),
  discount: z.number(),
  sellingPrice: z.number(),
  video: z.string(),
  image: z.string().nullable(),
  gallery: z.array(AdminMedia),
  sizes: z.array(z.object({ size: z.enum(PRODUCT_SIZES), quantity: z.number(), tooltip: z.string() })),
});
export type AdminVariant = z.infer<typeof AdminVariant>;
export const AdminProduct = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  rich_description: z.string(),
  category: z.number(),
  sub_category: z.array(z.number()),
  active: YesNo,
  trending: YesNo,
  weight: z.number(),
  style_no: z.string(),
  rating: z.number(),
  created: z.string(),
  colorVariants: z.array(AdminVariant),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const IdAnswer = z.object({ id: z.number(), message: z.string() });
export type IdAnswer = z.infer<typeof IdAnswer>;

export const InventoryQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export const InventoryRow = z.object({
  product_id: z.number(),
  product_name: z.string(),
  active: YesNo,
  variant_id: z.number(),
  color: z.string(),
  image: z.string().nullable(),
  sizes: z.array(z.object({ size: z.enum(PRODUCT_SIZES), quantity: z.number(), tooltip: z.string() })),
});
export type InventoryRow = z.infer<typeof InventoryRow>;
export const InventoryResponse = z.object({
  rows: z.array(InventoryRow),
  totalCount: z.number(),
  totalPages: z.number(),
});
export type InventoryResponse = z.infer<typeof InventoryResponse>;
export const InventoryUpdateBody = z.strictObject({
  items: z
    .array(
      z.strictObject({
        variant_id: Id,
        size: z.enum(PRODUCT_SIZES, { error: PRODUCT_MESSAGES.selectSize }),
        quantity: StockQuantity,
        expected: ExpectedQuantity,
      }),
    )
    .min(1, "Nothing to update.")
    .max(2000),
});
export type InventoryUpdateBody = z.infer<typeof InventoryUpdateBody>;

/** A (colour, size) whose stock is not what the staff member saw; null: the colour has no such size. */
export const StockChange = z.object({
  variant_id: z.number(),
  color: z.string(),
  size: z.enum(PRODUCT_SIZES),
  expected: z.number().nullable(),
  current: z.number().nullable(),
});
export type StockChange = z.infer<typeof StockChange>;
/** 409 of a stock save: nothing was written; `details` lists every row that changed. */
export const StockConflict = z.object({ message: z.string(), details: z.array(StockChange) });
export type StockConflict = z.infer<typeof StockConflict>;

const figure = (quantity: number | null) => (quantity === null ? "not listed" : String(quantity));
/** One change as the 409 names it: "S was 10, now 9" (with the colour when several colours changed). */
export function describeStockChange(change: StockChange, withColour = false): string {
  const row = withColour ? `${change.color} ${change.size}` : change.size;
  return `${row} was ${figure(change.expected)}, now ${figure(change.current)}`;
}

export function stockChangedMessage(changes: readonly StockChange[]): string {
  const withColour = new Set(changes.map((change) => change.variant_id)).size > 1;
  const rows = changes.map((change) => describeStockChange(change, withColour)).join("; ");
  return `Stock changed since you opened this page (a sale or another staff member): ${rows}. Reload to see the latest figures.`;
}
