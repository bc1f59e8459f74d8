import { isAllowed, isStaff } from "@boutique/shared/access";
import { ReviewFields, type ReviewRow } from "@boutique/shared/schemas/review";
import { REVIEW_MESSAGES } from "@boutique/shared/schemas/review-rules";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { ConflictError, NotFoundError, ValidationError } from "../../lib/errors";
import type { SessionUser } from "../../plugins/auth";
import { users } from "../auth/auth.tables";
import { products } from "../catalog/catalog.tables";
import { refreshProductRating } from "../catalog/product-rating.repository";
import type { SavedMedia } from "../media/media.service";
import { reviews } from "./reviews.tables";

/** The back office's list of recent reviews stops here. */
export const RECENT_REVIEWS_LIMIT = 100;
/** A product's own list: far more than any product gets, but a bound on one answer's size. */
export const PRODUCT_REVIEWS_LIMIT = 500;

type Viewer = Pick<SessionUser, "id" | "role">;

/** Customers' reviews of products: written from the product page, hidden or shown again by staff. */
export function createReviewsService({ db }: { db: Database }) {
  const columns = {
    id: reviews.id,
    productId: reviews.productId,
    productName: products.name,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    createdAt: reviews.createdAt,
    rating: reviews.rating,
    title: reviews.title,
    message: reviews.message,
    media: reviews.media,
    mediaKind: reviews.mediaKind,
    hidden: reviews.hidden,
  };
  const selectReviews = (where: SQL | undefined, limit?: number) => {
    const query = db
      .select(columns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
    return limit ? query.limit(limit) : query;
  };

  type Selected = Awaited<ReturnType<typeof selectReviews>>[number];

  const toRow = (row: Selected, withEmail: boolean): ReviewRow => ({
    id: row.id,
    product_id: row.productId,
    product_name: row.productName,
    name: row.firstName,
    last_name: row.lastName,
    ...(withEmail ? { email: row.email } : {}),
    review_date: row.createdAt.toISOString(),
    rating: row.rating,
    title: row.title,
    comment: row.message,
    image: row.media,
    media_type: row.mediaKind,
    hidden: row.hidden,
  });

  async function findProduct(productId: number, { activeOnly }: { activeOnly: boolean }) {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(
        activeOnly ? and(eq(products.id, productId), eq(products.active, true)) : eq(products.id, productId),
      )
      .limit(1);
    if (!product) throw new NotFoundError(REVIEW_MESSAGES.product);
    return product;
  }

  /** Why this viewer may not review the product now, or null when they may. */
  async function refusal(viewer: Viewer, productId: number): Promise<string | null> {
    if (isStaff(viewer.role)) return REVIEW_MESSAGES.staff;
    const [existing] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, viewer.id)))
      .limit(1);
    return existing ? REVIEW_MESSAGES.duplicate : null;
  }

  /**
   * Staff cannot review: checked before any file is read. 400, not 403: the role may call the
   * route (403 means the access table shut it out), it is this request that cannot be met.
   */
  function assertMayWrite(viewer: Viewer) {
    if (isStaff(viewer.role)) throw new ValidationError(REVIEW_MESSAGES.staff);
  }

  return {
    /**
     * A product's reviews: staff who moderate reviews (the access table's catalog policy: admin and
     * Editor) see hidden ones and who wrote them; everyone else, Employees included, what the shop shows.
     */
    async listProductReviews(productId: number, viewer: Viewer) {
      const moderator = isAllowed("catalog", viewer.role);
      await findProduct(productId, { activeOnly: !moderator });
      const where = moderator
        ? eq(reviews.productId, productId)
        : and(eq(reviews.productId, productId), eq(reviews.hidden, false));
      const [rows, reason] = await Promise.all([
        selectReviews(where, PRODUCT_REVIEWS_LIMIT),
        refusal(viewer, productId),
      ]);
      return {
        product_id: productId,
        reviews: rows.map((row) => toRow(row, moderator)),
        may_review: reason === null,
        reason,
      };
    },

    /** The newest reviews across the shop (or of one product) for the back office. */
    async listRecentReviews({ productId, hidden }: { productId?: number; hidden?: boolean }) {
      const conditions = [
        productId === undefined ? undefined : eq(reviews.productId, productId),
        hidden === undefined ? undefined : eq(reviews.hidden, hidden),
      ];
      const rows = await selectReviews(and(...conditions), RECENT_REVIEWS_LIMIT);
      return rows.map((row) => toRow(row, true));
    },

    assertMayWrite,

    /**
     * Stores a signed-in customer's review (one per product). The route stored the upload already
     * and removes it again when this throws.
     */
    async submitReview(viewer: Viewer, fields: Record<string, string | undefined>, upload?: SavedMedia) {
      const parsed = ReviewFields.safeParse(fields);
      if (!parsed.success) {
        // A blank field is the spec's one message, whatever else is also wrong.
        const issues = parsed.error.issues;
        const issue = issues.find((item) => item.message === REVIEW_MESSAGES.missing) ?? issues[0];
        throw new ValidationError(issue?.message ?? REVIEW_MESSAGES.missing, {
          field: issue?.path.join("."),
        });
      }
      const { product_id: productId, ratting, title, message } = parsed.data;
      await findProduct(productId, { activeOnly: true });
      assertMayWrite(viewer);
      const created = await db.transaction(async (tx) => {
        // The unique index, not an earlier read, keeps it to one review: two submits at once both
        // pass any check made before the insert.
        const [inserted] = await tx
          .insert(reviews)
          .values({
            userId: viewer.id,
            productId,
            rating: ratting,
            title,
            message,
            media: upload?.file ?? null,
            mediaKind: upload?.kind ?? null,
          })
          .onConflictDoNothing({ target: [reviews.userId, reviews.productId] })
          .returning({ id: reviews.id });
        if (!inserted) throw new ConflictError(REVIEW_MESSAGES.duplicate);
        await refreshProductRating(tx, productId);
        return inserted;
      });
      const [row] = await selectReviews(eq(reviews.id, created.id));
      return { success: true as const, message: REVIEW_MESSAGES.submitted, review: toRow(row!, false) };
    },

    /** Hides a review from the shop (its words are kept) or shows it again; the product's rating follows. */
    async setHidden(reviewId: number, hidden: boolean) {
      const updated = await db.transaction(async (tx) => {
        const [review] = await tx
          .update(reviews)
          .set({ hidden })
          .where(eq(reviews.id, reviewId))
          .returning({ id: reviews.id, productId: reviews.productId });
        if (review) await refreshProductRating(tx, review.productId);
        return review;
      });
      if (!updated) throw new NotFoundError("Review not found.");
      const [row] = await selectReviews(eq(reviews.id, reviewId));
      return toRow(row!, true);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
