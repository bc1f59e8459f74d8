-- `product:<product>:<categories>` on the catalogue_changes channel when anything a product's page, card or
-- place in a listing shows changes: the product row (name, price band, category, active, trending, rating),
-- its colours, their galleries, its filings under sub categories and its reviews (decision 030). Staff
-- edits then clear only the answers showing that product, the listings and filters of its categories,
-- searches and the home page's strips, instead of the whole catalogue. <categories> are the product's
-- categories and their ancestors now, and those it left (a move to another category, a filing removed).
CREATE FUNCTION catalog_category_chain(category integer) RETURNS text LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up(id) AS (
    SELECT category WHERE category IS NOT NULL
    UNION SELECT c.parent_id FROM categories c JOIN up ON c.id = up.id WHERE c.parent_id IS NOT NULL
  )
  SELECT coalesce(string_agg(id::text, ',' ORDER BY id), '') FROM up
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_notify_product(product integer, left_category integer) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('catalog_changes', 'product:' || product || ':' || concat_ws(',',
    nullif(catalog_categories_of(product), ''), nullif(catalog_category_chain(left_category), '')))
  WHERE product IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_notice_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM catalog_notify_product(
      CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END,
      CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.category_id END);
  ELSIF TG_TABLE_NAME = 'product_subcategories' THEN
    PERFORM catalog_notify_product(
      CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END,
      CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.category_id END);
  ELSIF TG_TABLE_NAME = 'variant_media' THEN
    PERFORM catalog_notify_product(v.product_id, NULL) FROM product_variants v
    WHERE v.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.variant_id ELSE NEW.variant_id END;
  ELSE
    -- product_variants and reviews: the row names its product.
    PERFORM catalog_notify_product(CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END, NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_notice_product AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION catalog_notice_product();
--> statement-breakpoint
CREATE TRIGGER catalog_notice_product AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION catalog_notice_product();
--> statement-breakpoint
CREATE TRIGGER catalog_notice_product AFTER INSERT OR UPDATE OR DELETE ON variant_media
  FOR EACH ROW EXECUTE FUNCTION catalog_notice_product();
--> statement-breakpoint
CREATE TRIGGER catalog_notice_product AFTER INSERT OR UPDATE OR DELETE ON product_subcategories
  FOR EACH ROW EXECUTE FUNCTION catalog_notice_product();
--> statement-breakpoint
CREATE TRIGGER catalog_notice_product AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION catalog_notice_product();
