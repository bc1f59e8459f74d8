-- Goods sold by length (turbans, fabrics) are stocked in metres, as the demo's "Metres in stock" rows and a
-- shop entering its metres on hand already meant, and a line takes its length from the row (issue 24 §2).
-- The column takes quarter metres (turban lengths step by 0.25 m, fabrics by 0.5 m); halves and quarters
-- are exact in double precision. Existing values keep their meaning: they were entered as metres.
ALTER TABLE "variant_stock" ALTER COLUMN "quantity" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_quantity_steps_check" CHECK ("variant_stock"."quantity" * 4 = floor("variant_stock"."quantity" * 4));--> statement-breakpoint
-- What each order line took from stock, so cancelling, expiry and returns give back exactly that. Lines
-- ordered before this took `quantity` from their row whatever their length, and give back the same.
ALTER TABLE "order_lines" ADD COLUMN "stock_quantity" double precision;--> statement-breakpoint
UPDATE "order_lines" SET "stock_quantity" = "quantity";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "stock_quantity" SET NOT NULL;
