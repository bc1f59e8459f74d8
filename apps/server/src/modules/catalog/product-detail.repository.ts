import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { users } from "../auth/auth.tables";
import { reviews } from "../reviews/reviews.tables";
import { categories, products, productVariants, variantMedia, variantStock } from "./catalog.tables";

export const RELATED_LIMIT = 8;
/** The page lists the newest reviews; the count and average cover them all. */
export const REVIEW_LIMIT = 50;

/**
 * The reads behind one product page. Each is one query whatever the number of colours, images,
 * sizes or reviews, so the page costs a fixed number of round trips (no N+1).
 */
export function createProductDetailRepository(db: Database) {
  return {
    /** An active product with its main category, or undefined (drafts are not for shoppers). */
    async findActiveProduct(productId: number) {
      const [row] = await db
        .select({ product: products, category: categories })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(eq(products.id, productId), eq(products.active, true)))
        .limit(1);
      return row;
    },

    listVariants(productId: number) {
      return db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(productVariants.sort), asc(productVariants.id));
    },

    /** Gallery items of every colour of a product, in staff order. */
    listMedia(productId: number) {
      return db
        .select({
          id: variantMedia.id,
          variantId: variantMedia.variantId,
          kind: variantMedia.kind,
          file: variantMedia.file,
        })
        .from(variantMedia)
        .innerJoin(productVariants, eq(productVariants.id, variantMedia.variantId))
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(variantMedia.sort), asc(variantMedia.id));
    },

    /** Stock rows of every colour of a product. */
    listStock(productId: number) {
      return db
        .select({
          id: variantStock.id,
          variantId: variantStock.variantId,
          size: variantStock.size,
          quantity: variantStock.quantity,
          tooltip: variantStock.tooltip,
        })
        .from(variantStock)
        .innerJoin(productVariants, eq(productVariants.id, variantStock.variantId))
        .where(eq(productVariants.productId, productId));
    },

    /** Reviews staff have not hidden, newest first, with the reviewer's names. */
    listVisibleReviews(productId: number, limit = REVIEW_LIMIT) {
      return db
        .select({
          id: reviews.id,
          firstName: users.firstName,
          lastName: users.lastName,
          createdAt: reviews.createdAt,
          rating: reviews.rating,
          title: reviews.title,
          message: reviews.message,
          media: reviews.media,
          mediaKind: reviews.mediaKind,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    /**
     * Other active products of the same main category with their first colour's prices and image,
     * best rated and newest first.
     */
    listRelated(productId: number, categoryId: number, limit = RELATED_LIMIT) {
      const firstVariant = db
        .selectDistinctOn([productVariants.productId], {
          productId: productVariants.productId,
          name: productVariants.name,
          image: productVariants.image,
          sellingPrice: productVariants.sellingPrice,
          regularPrice: productVariants.regularPrice,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.categoryId, categoryId), ne(products.id, productId)))
        .orderBy(productVariants.productId, asc(productVariants.sort), asc(productVariants.id))
        .as("first_variant");
      return db
        .select({
          id: products.id,
          name: products.name,
          rating: products.rating,
          color: firstVariant.name,
          image: firstVariant.image,
          sellingPrice: firstVariant.sellingPrice,
          regularPrice: firstVariant.regularPrice,
        })
        .from(products)
        .innerJoin(firstVariant, eq(firstVariant.productId, products.id))
        .where(
          and(eq(products.categoryId, categoryId), eq(products.active, true), ne(products.id, productId)),
        )
        .orderBy(desc(products.rating), desc(products.createdAt), desc(products.id))
        .limit(limit);
    },

    /** How many visible reviews, counted in SQL (the list itself is capped). */
    async summariseVisibleReviews(productId: number) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)));
      return { count: row?.count ?? 0 };
    },
  };
}

export type ProductDetailRepository = ReturnType<typeof createProductDetailRepository>;
