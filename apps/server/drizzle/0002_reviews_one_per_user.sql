-- One review per customer and product. A database that already holds duplicates keeps the newest of
-- each pair (latest created_at, then highest id) and recomputes the rating of every product that lost
-- one, as refreshProductRating does: the mean of the visible reviews to one decimal, 0 when none is.
WITH "ranked" AS (
	SELECT "id", row_number() OVER (PARTITION BY "user_id", "product_id" ORDER BY "created_at" DESC, "id" DESC) AS "rank"
	FROM "reviews"
), "removed" AS (
	DELETE FROM "reviews" WHERE "id" IN (SELECT "id" FROM "ranked" WHERE "rank" > 1) RETURNING "product_id"
)
UPDATE "products" SET "rating" = coalesce((
	SELECT round(avg("reviews"."rating")::numeric, 1)::float8 FROM "reviews"
	WHERE "reviews"."product_id" = "products"."id" AND NOT "reviews"."hidden" AND "reviews"."id" NOT IN (SELECT "id" FROM "ranked" WHERE "rank" > 1)
), 0)
WHERE "id" IN (SELECT "product_id" FROM "removed");--> statement-breakpoint
DROP INDEX "reviews_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_product_unique" ON "reviews" USING btree ("user_id","product_id");
