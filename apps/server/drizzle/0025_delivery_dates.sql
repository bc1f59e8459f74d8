ALTER TABLE "categories" ADD COLUMN "processing_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "processing_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "need_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispatch_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deliver_by" date;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD COLUMN "transit_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_need_by_idx" ON "orders" USING btree ("need_by") WHERE "orders"."need_by" is not null;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_processing_days_check" CHECK ("categories"."processing_days" is null or "categories"."processing_days" between 0 and 60);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_processing_days_check" CHECK ("products"."processing_days" is null or "products"."processing_days" between 0 and 60);--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD CONSTRAINT "shipping_zones_transit_days_check" CHECK ("shipping_zones"."transit_days" between 1 and 60);--> statement-breakpoint
-- Delivery dates (issue 27 §3, decision 053): starting figures for the courier's working days to the zones
-- migration 0004 made (peers promise 4-7 business days after dispatch abroad, research/india-commerce.md;
-- nearer zones less, the rest of the world more); staff set their own on the Shipping screen.
UPDATE "shipping_zones" SET "transit_days" = CASE "name"
  WHEN 'South Asia' THEN 5
  WHEN 'Middle East' THEN 6
  WHEN 'UK and Europe' THEN 7
  WHEN 'North America' THEN 8
  WHEN 'Australia and New Zealand' THEN 8
  WHEN 'Rest of world' THEN 10
  ELSE "transit_days" END;
