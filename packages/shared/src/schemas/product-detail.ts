import { z } from "zod";
import { PRODUCT_SIZES } from "./product-admin";

/**
 * The product page's answer (spec §7 GET /api/products/{pid}[/{cid}]), defined once for the route,
 * the storefront and the tests. Money is rupees as the spec's fields show it; the server stores paise.
 */

/** The catalog's lists as the database holds them (the server's catalog.tables checks it lists the same). */
export const PRODUCT_TAGS = ["Women", "Men", "Kids"] as const;
export const PRODUCT_KINDS = ["garment", "turban", "fabric", "dupatta", "jewellery", "bag"] as const;

const id = z.number().int();
const rupees = z.number().describe("Rupees (paise / 100)");

export const ProductCategory = z.object({
  id,
  name: z.string(),
  tag: z.enum(PRODUCT_TAGS),
  kind: z
    .enum(PRODUCT_KINDS)
    .describe("Decides the options the page offers: turban length, fabric metres, sizes"),
  has_sizes: z.boolean(),
  customization: z.boolean().describe("Offers the Custom size page"),
  customization_values: z.array(z.string()).describe("Measurements asked on the Custom size page"),
  is_lehenga_waist: z.boolean(),
  is_lehenga_length: z.boolean(),
  is_height: z.boolean(),
  is_sleeve_length: z.boolean(),
  is_padding: z.boolean(),
  is_saree_length: z.boolean(),
  is_saree_waist: z.boolean(),
  is_petti_coat: z.boolean(),
});
export type ProductCategory = z.infer<typeof ProductCategory>;

export const ProductDetail = z.object({
  id,
  product_id: id,
  variant_id: id.describe("The colour the page opens on"),
  name: z.string(),
  style_no: z.string(),
  description: z.string().describe("Sanitised HTML"),
  rich_description: z.string().describe("Sanitised HTML: style and fit tips"),
  category: ProductCategory,
  tag: z.enum(PRODUCT_TAGS),
  color: z.string(),
  image: z.string().nullable().describe("File name under /api/images"),
  regular_price: rupees,
  selling_price: rupees,
  discount: z.number().int().describe("Percent, rounded from regular vs selling"),
  quantity: z
    .number()
    .describe("Stock of the selected colour, all sizes: pieces, or metres for turbans and fabrics"),
  rating: z.number(),
  review_count: z.number().int(),
  weight: z.number().int().describe("Grams"),
  active: z.literal("Y"),
  created: z.string(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const SizeRow = z.object({
  id,
  size: z.enum(PRODUCT_SIZES),
  tooltip: z.string(),
  quantity: z.number().describe("Pieces, or metres for turbans and fabrics"),
});
export type SizeRow = z.infer<typeof SizeRow>;

export const MediaItem = z.object({
  id: id.describe("0 for a colour's cover or video that has no gallery row"),
  image: z.string().describe("File name under /api/images, or a video URL"),
  type: z.enum(["image", "video"]),
});
export type MediaItem = z.infer<typeof MediaItem>;

export const ColourVariant = z.object({
  id,
  name: z.string(),
  selling_price: rupees,
  regular_price: rupees,
  discount: z.number().int(),
  quantity: z.number().describe("Stock of this colour, all sizes: pieces, or metres for turbans and fabrics"),
  image: z.array(MediaItem),
});
export type ColourVariant = z.infer<typeof ColourVariant>;

export const ReviewRow = z.object({
  id,
  name: z.string(),
  last_name: z.string(),
  review_date: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  comment: z.string(),
  image: z.string().nullable(),
  media_type: z.enum(["image", "video"]).nullable(),
});
export type ReviewRow = z.infer<typeof ReviewRow>;

export const RelatedProduct = z.object({
  id,
  name: z.string(),
  image: z.string().nullable(),
  color: z.string(),
  selling_price: rupees,
  regular_price: rupees,
  discount: z.number().int(),
  rating: z.number(),
});
export type RelatedProduct = z.infer<typeof RelatedProduct>;

export const ProductDetailResponse = z.object({
  product: ProductDetail,
  related: z.array(RelatedProduct),
  reviews: z.array(ReviewRow),
  sizes: z.array(SizeRow),
  colorVariants: z.array(ColourVariant),
});
export type ProductDetailResponse = z.infer<typeof ProductDetailResponse>;
