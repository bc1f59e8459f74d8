import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/auth.tables";
import { products } from "../catalog/catalog.tables";

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    /** Optional photo or video file name under /api/images. */
    media: text("media"),
    mediaKind: text("media_kind", { enum: ["image", "video"] }),
    /** Staff can hide a review without deleting the customer's words. */
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("reviews_product_idx").on(table.productId, table.createdAt),
    // One review per customer and product, so concurrent submits cannot both insert; it also
    // serves the lookups by user that reviews_user_idx did.
    uniqueIndex("reviews_user_product_unique").on(table.userId, table.productId),
    check("reviews_rating_check", sql`${table.rating} between 1 and 5`),
    check("reviews_media_kind_check", sql`(${table.media} is null) = (${table.mediaKind} is null)`),
  ],
);
