import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { reviews } from "../reviews/reviews.tables";
import { products } from "./catalog.tables";

/**
 * products.rating is the one rating every read shows (cards, trending, best sellers, the product page,
 * the back office, the older template's API): the mean of the visible reviews to one decimal, 0 once
 * none is visible. The reviews service calls this in the transaction that adds, hides or shows a review;
 * a product nobody has reviewed keeps the rating it was given (the demo catalogue's).
 */
export async function refreshProductRating(db: Pick<Database, "update">, productId: number) {
  const visibleMean = sql<number>`coalesce((
    select round(avg(${reviews.rating})::numeric, 1)::float8 from ${reviews}
    where ${reviews.productId} = ${productId} and not ${reviews.hidden}
  ), 0)`;
  await db.update(products).set({ rating: visibleMean }).where(eq(products.id, productId));
}
