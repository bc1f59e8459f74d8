-- The search's GIN indexes without a pending list (catalog.tables.ts READ_MOSTLY_GIN): rebuilt with fastupdate off.
DROP INDEX "categories_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_lower_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_name_lower_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document") WITH (fastupdate=false);