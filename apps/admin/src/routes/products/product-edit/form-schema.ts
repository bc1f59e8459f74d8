import type { AdminProduct } from "@boutique/shared/schemas/product-admin";
import { DISCOUNT_RANGE, PRODUCT_MESSAGES, PRODUCT_SIZES } from "@boutique/shared/schemas/product-admin";
import { z } from "zod";

const SizeRowForm = z.object({
  size: z.enum(PRODUCT_SIZES, { error: PRODUCT_MESSAGES.selectSize }),
  // Pieces, or metres in quarter steps for turbans and fabrics; the server refuses a part of a piece.
  quantity: z
    .number({ error: "Enter a quantity." })
    .min(0, "Quantity cannot be negative.")
    .refine(
      (quantity) => Number.isInteger(quantity * 4),
      "Quantity must be a whole number, or metres in steps of 0.25.",
    ),
  tooltip: z.string().max(120, "The tooltip is too long."),
});

const MediaRef = z.object({ id: z.number(), file: z.string(), kind: z.enum(["image", "video"]) });

export const VariantForm = z.object({
  /** null until the colour is saved. */
  id: z.number().nullable(),
  name: z.string().trim().min(1, PRODUCT_MESSAGES.colourRequired),
  // The server's rules (VariantFields): a colour is never on sale for nothing.
  regularPrice: z
    .number({ error: "Enter the regular price." })
    .min(0, "Regular price cannot be negative.")
    .positive("Regular price must be more than 0."),
  discount: z
    .number({ error: DISCOUNT_RANGE })
    .int("Discount must be a whole percent.")
    .min(0, DISCOUNT_RANGE)
    .max(99, DISCOUNT_RANGE),
  video: z
    .string()
    .trim()
    .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), PRODUCT_MESSAGES.badVideo),
  sizes: z
    .array(SizeRowForm)
    .min(1, PRODUCT_MESSAGES.selectSize)
    .refine((rows) => new Set(rows.map((row) => row.size)).size === rows.length, PRODUCT_MESSAGES.sizeTwice),
  /**
   * Each size's quantity as this editor loaded it (decision 020): sent as expected, so the server keeps a
   * sale made since for a size left alone, and refuses a changed one whose stock moved meanwhile.
   */
  loadedStock: z.record(z.string(), z.number()),
  /** What the server holds now (shown as thumbnails). */
  currentImage: z.string().nullable(),
  currentGallery: z.array(MediaRef),
  /** New files waiting to be uploaded. */
  image: z.instanceof(File).nullable(),
  gallery: z.array(z.instanceof(File)),
});
export type VariantForm = z.infer<typeof VariantForm>;

export const ProductForm = z.object({
  name: z.string().trim().min(1, PRODUCT_MESSAGES.nameRequired),
  description: z.string(),
  rich_description: z.string(),
  category: z
    .number({ error: PRODUCT_MESSAGES.selectCategory })
    .int()
    .positive(PRODUCT_MESSAGES.selectCategory),
  sub_category: z.array(z.number()).min(1, PRODUCT_MESSAGES.selectSubCategory),
  trending: z.boolean(),
  weight: z.number({ error: "Enter the weight in kg." }).min(0, "Weight cannot be negative."),
  style_no: z.string().trim().max(60, "The style number is too long."),
  variants: z.array(VariantForm).min(1),
});
export type ProductForm = z.infer<typeof ProductForm>;

/** Spec §4: a new product starts with one colour holding one empty size row. */
export function emptyVariant(): VariantForm {
  return {
    id: null,
    name: "",
    regularPrice: Number.NaN,
    discount: 0,
    video: "",
    sizes: [{ size: "" as VariantForm["sizes"][number]["size"], quantity: 0, tooltip: "" }],
    loadedStock: {},
    currentImage: null,
    currentGallery: [],
    image: null,
    gallery: [],
  };
}

export function emptyProduct(): ProductForm {
  return {
    name: "",
    description: "",
    rich_description: "",
    category: Number.NaN,
    sub_category: [],
    trending: true,
    weight: 0,
    style_no: "",
    variants: [emptyVariant()],
  };
}

/** size → quantity, as the editor sends it back in expected. */
export const stockOf = (sizes: readonly { size: string; quantity: number }[]): Record<string, number> =>
  Object.fromEntries(sizes.map((row) => [row.size, row.quantity]));

export function productToForm(product: AdminProduct): ProductForm {
  return {
    name: product.name,
    description: product.description,
    rich_description: product.rich_description,
    category: product.category,
    sub_category: product.sub_category,
    trending: product.trending === "Y",
    weight: product.weight,
    style_no: product.style_no,
    variants:
      product.colorVariants.length > 0
        ? product.colorVariants.map((variant) => ({
            id: variant.id,
            name: variant.name,
            regularPrice: variant.regularPrice,
            discount: variant.discount,
            video: variant.video,
            sizes: variant.sizes,
            loadedStock: stockOf(variant.sizes),
            currentImage: variant.image,
            currentGallery: variant.gallery,
            image: null,
            gallery: [],
          }))
        : [emptyVariant()],
  };
}
