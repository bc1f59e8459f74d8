ALTER TABLE "orders" ADD COLUMN "search" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "order_lines_measured_idx" ON "order_lines" USING btree ("order_id","tailoring_stage") WHERE "order_lines"."made_to_measure" and "order_lines"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "orders_sold_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."status" in ('paid', 'partially_refunded', 'refunded');--> statement-breakpoint
CREATE INDEX "orders_fulfilment_idx" ON "orders" USING btree ("fulfilment");--> statement-breakpoint
-- The back office's search text for orders placed before this migration.
UPDATE "orders" o SET "search" = lower(concat_ws(' ', nullif(s."full_name", ''), nullif(o."email", ''), nullif(s."mobile", ''), nullif(s."s_email", '')))
  FROM "order_shipping" s WHERE s."order_id" = o."id";--> statement-breakpoint
UPDATE "orders" SET "search" = lower("email") WHERE "search" = '' AND "email" <> '';
