CREATE TABLE "category_products" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "category_products_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "category_products" ADD CONSTRAINT "category_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_products" ADD CONSTRAINT "category_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Which active products each category's listing holds (decision 035): the listing and its filters found them by
-- walking the category tree down from the root and matching every active product's category and filings,
-- about a third of PostgreSQL's time on a category page. A product is held by its category, the sub categories
-- it is filed under and all their ancestors (catalog_categories_of, migration 0009): the same relation the walk
-- computed. Kept on every write that changes it: a product's category or status, its filings, a category moved
-- under another parent.
CREATE FUNCTION refresh_category_products(listed integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- One writer at a time per product, in id order; the statements below then see what an earlier writer of
  -- the same products committed, so the rows written last are never older than the data.
  PERFORM pg_advisory_xact_lock(7340263, id) FROM unnest(listed) AS id ORDER BY id;
  DELETE FROM category_products WHERE product_id = ANY(listed);
  INSERT INTO category_products (category_id, product_id)
  SELECT DISTINCT c::int, p.id
  FROM products p CROSS JOIN unnest(string_to_array(catalog_categories_of(p.id), ',')) AS c
  WHERE p.id = ANY(listed) AND p.active AND c <> ''
  ON CONFLICT DO NOTHING;
END $$;
--> statement-breakpoint
CREATE FUNCTION category_products_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM refresh_category_products(ARRAY[NEW.id]);
  ELSIF TG_TABLE_NAME = 'product_subcategories' THEN
    PERFORM refresh_category_products(ARRAY(
      SELECT p.id FROM products p WHERE p.id IN (
        CASE WHEN TG_OP <> 'INSERT' THEN OLD.product_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.product_id END)));
  ELSIF TG_TABLE_NAME = 'categories' THEN
    -- Moved under another parent: every product it holds has other ancestors now.
    PERFORM refresh_category_products(ARRAY(
      SELECT cp.product_id FROM category_products cp WHERE cp.category_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER category_products_product AFTER INSERT OR UPDATE OF category_id, active ON products
  FOR EACH ROW EXECUTE FUNCTION category_products_touched();
--> statement-breakpoint
CREATE TRIGGER category_products_filing AFTER INSERT OR UPDATE OR DELETE ON product_subcategories
  FOR EACH ROW EXECUTE FUNCTION category_products_touched();
--> statement-breakpoint
CREATE TRIGGER category_products_category AFTER UPDATE OF parent_id ON categories
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION category_products_touched();
--> statement-breakpoint
SELECT refresh_category_products(ARRAY(SELECT id FROM products));
