import type { Database } from "../../db/database";
import { NotFoundError } from "../../lib/errors";
import { createLegacyRepository, type LegacyProductRow, type LegacyReviewRow } from "./legacy.repository";
import type { LegacyProductsQuery } from "./legacy.schemas";

/** The older template showed eight products a page. */
export const LEGACY_PAGE_SIZE = 8;

const rupees = (paise: number) => Math.round(Number(paise)) / 100;
const paise = (rupeeAmount: number | undefined) =>
  rupeeAmount === undefined ? null : Math.round(rupeeAmount * 100);

function toLegacyProduct(row: LegacyProductRow, reviews: LegacyReviewRow[] = []) {
  return {
    _id: String(row.id),
    name: row.name,
    description: row.description,
    price: rupees(row.price),
    ratings: Math.round(Number(row.ratings) * 10) / 10,
    images: (row.images ?? []).map((file) => ({ public_id: file, url: `/api/images/${file}` })),
    category: row.category,
    Stock: Number(row.stock),
    numOfReviews: Number(row.reviews_count),
    reviews: reviews.map((review) => ({
      _id: String(review.id),
      name: review.name,
      rating: review.rating,
      comment: review.comment,
    })),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The older template's reads (/api/v1), answered from the real catalogue: active products only. */
export function createLegacyService({ db }: { db: Database }) {
  const repository = createLegacyRepository(db);
  return {
    async getProduct(id: number) {
      const row = await repository.findProduct(id);
      if (!row) throw new NotFoundError("Product not found");
      return { success: true as const, product: toLegacyProduct(row, await repository.listReviews(id)) };
    },

    async listProducts(query: LegacyProductsQuery) {
      const page = query.page ?? 1;
      const [filtered, productsCount] = await Promise.all([
        repository.listProducts(
          {
            keyword: query.keyword?.trim() ?? "",
            minPrice: paise(query["price[gte]"]),
            maxPrice: paise(query["price[lte]"]),
            category: query.category?.trim() || null,
            minRating: query["ratings[gte]"] ?? null,
          },
          { limit: LEGACY_PAGE_SIZE, offset: (page - 1) * LEGACY_PAGE_SIZE },
        ),
        repository.countProducts(),
      ]);
      return {
        success: true as const,
        products: filtered.rows.map((row) => toLegacyProduct(row)),
        productsCount,
        resultPerPage: LEGACY_PAGE_SIZE,
        filteredProductsCount: filtered.total,
      };
    },
  };
}

export type LegacyService = ReturnType<typeof createLegacyService>;
