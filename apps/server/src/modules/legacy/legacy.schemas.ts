import { idNotValid, idParam } from "@boutique/shared/schemas/id";
import { z } from "zod";

const Amount = z.coerce
  .number({ error: "Prices must be numbers of rupees." })
  .min(0, "Prices must be numbers of rupees.")
  .max(10_000_000, "Prices must be numbers of rupees.")
  .optional();

/** The older template's query: keyword, price[gte], price[lte], category, ratings[gte], page. */
export const LegacyProductsQuery = z.object({
  keyword: z.string().max(200).optional(),
  "price[gte]": Amount,
  "price[lte]": Amount,
  category: z.string().max(100).optional(),
  "ratings[gte]": z.coerce
    .number({ error: "Ratings go from 0 to 5." })
    .min(0, "Ratings go from 0 to 5.")
    .max(5, "Ratings go from 0 to 5.")
    .optional(),
  page: z.coerce
    .number({ error: "Page must be a whole number from 1." })
    .int("Page must be a whole number from 1.")
    .min(1, "Page must be a whole number from 1.")
    .max(10_000, "Page must be a whole number from 1.")
    .optional(),
});
export type LegacyProductsQuery = z.infer<typeof LegacyProductsQuery>;

export const LegacyProductParams = z.object({ id: idParam(idNotValid("Product")) });

const LegacyReview = z.object({ _id: z.string(), name: z.string(), rating: z.number(), comment: z.string() });

export const LegacyProduct = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  ratings: z.number(),
  images: z.array(z.object({ public_id: z.string(), url: z.string() })),
  category: z.string(),
  Stock: z.number().describe("Pieces, or metres for turbans and fabrics"),
  numOfReviews: z.number().int(),
  reviews: z.array(LegacyReview),
  createdAt: z.string(),
});

export const LegacyProductAnswer = z.object({ success: z.literal(true), product: LegacyProduct });

export const LegacyProductsAnswer = z.object({
  success: z.literal(true),
  products: z.array(LegacyProduct),
  productsCount: z.number().int(),
  resultPerPage: z.number().int(),
  filteredProductsCount: z.number().int(),
});
