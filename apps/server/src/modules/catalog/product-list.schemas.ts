import { idParam } from "@boutique/shared/schemas/id";
import { z } from "zod";
import { TAGS } from "./catalog.tables";

/** Spec §9: category page size, price slider bounds and sort options. */
export const CATEGORY_PAGE_SIZE = 30;
export const PRICE_MIN = 0;
export const PRICE_MAX = 200_000;
export const SORTS = ["newest", "Best", "LtH", "HtL"] as const;
export type Sort = (typeof SORTS)[number];
/** The category page's special :cat that lists the shop's best sellers instead of one category. */
export const BESTSELLER = "Bestseller";
/** Shipping-weight bands offered by the filter sidebar, in grams: "from-to" ("from-" has no upper end). */
export const WEIGHT_BANDS = ["0-500", "500-1000", "1000-2000", "2000-"] as const;

const YesNo = z.enum(["Y", "N"]);

/** One product card: the spec's Product (list/search) fields, for one colour variant of a product. */
export const ProductListItem = z.object({
  id: z.number().int().describe("The product id (same as product_id); the card's colour is variant_id"),
  product_id: z.number().int().describe("The product (all its colours); the product page's {product_id}"),
  parent_id: z.number().int(),
  variant_id: z.number().int().describe("The card's colour variant"),
  name: z.string(),
  style_no: z.string(),
  image: z.string().nullable().describe("File name under /api/images"),
  images: z.array(z.string()),
  video: z.string().nullable(),
  regular_price: z.number().describe("Rupees"),
  selling_price: z.number().describe("Rupees"),
  size: z.array(z.string()).describe("Sizes in stock for this colour, XS..XXL then Free"),
  color: z.string(),
  quantity: z.number().describe("Stock of this colour, all sizes: pieces, or metres for turbans and fabrics"),
  weight: z.number().int().describe("Grams"),
  rating: z.number(),
  category: z.string(),
  category_id: z.number().int(),
  tag: z.enum(TAGS),
  description: z.string(),
  rich_description: z.string(),
  created: z.string(),
  active: YesNo,
  customization: YesNo,
  customization_values: z.string().describe("Measurement names separated by ' ,, '"),
  is_lehenga_waist: z.boolean(),
  is_lehenga_length: z.boolean(),
  is_height: z.boolean(),
  is_sleeve_length: z.boolean(),
  is_padding: z.boolean(),
  is_saree_length: z.boolean(),
  is_saree_waist: z.boolean(),
  is_petti_coat: z.boolean(),
});
export type ProductListItem = z.infer<typeof ProductListItem>;
export const ProductList = z.array(ProductListItem);

const listOf = (what: string, pattern: RegExp) =>
  z
    .string()
    .max(500, `${what} list is too long`)
    .regex(pattern, `${what} must be a comma-separated list`)
    .optional();
const rupees = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number of rupees` })
    .min(PRICE_MIN, `${name} must be between ${PRICE_MIN} and ${PRICE_MAX}`)
    .max(PRICE_MAX, `${name} must be between ${PRICE_MIN} and ${PRICE_MAX}`)
    .optional();

export const CategoryListParams = z.object({
  cat: z.string().trim().min(1, "Category is required").max(100, "Category name is too long"),
  page: z.coerce
    .number({ message: "Page must be a whole number from 1" })
    .int("Page must be a whole number from 1")
    .min(1, "Page must be a whole number from 1")
    .max(10_000, "Page is too large"),
});

export const CategoryListQuery = z.object({
  id: idParam("Category id must be a whole number")
    .optional()
    .describe("Category id: the category and all its descendants (else :cat is looked up by name)"),
  sort: z
    .enum(SORTS, { message: "Sort must be one of newest, Best, LtH or HtL" })
    .optional()
    .describe("newest by default (Best for Bestseller)"),
  size: listOf("Size", /^[A-Za-z]+(,[A-Za-z]+)*$/),
  color: listOf("Color", /^[^,]+(,[^,]+)*$/),
  weight: listOf("Weight", /^\d+-\d*(,\d+-\d*)*$/).describe(`Bands in grams: ${WEIGHT_BANDS.join(", ")}`),
  category: listOf("Category", /^\d{1,9}(,\d{1,9})*$/).describe("Sub-category ids, comma separated"),
  minPrice: rupees("minPrice"),
  maxPrice: rupees("maxPrice"),
  view: z.enum(["d", "m"], { message: "View must be d or m" }).optional(),
});
export type CategoryListQuery = z.infer<typeof CategoryListQuery>;

export const CategoryListResponse = z.object({
  products: ProductList,
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

export const FiltersParams = z.object({ cat: CategoryListParams.shape.cat });
export const FiltersQuery = z.object({ id: CategoryListQuery.shape.id });

export const FiltersResponse = z.object({
  size: z.array(z.string()),
  color: z.array(z.string()),
  weight: z.array(z.string()).describe("Weight bands (grams) that hold products"),
  price: z.object({ min: z.number(), max: z.number() }),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  banner: z.string().nullable(),
});
export type FiltersResponse = z.infer<typeof FiltersResponse>;

export const SearchQuery = z.object({
  query: z.string().max(100, "Search text is too long").optional().default(""),
});
