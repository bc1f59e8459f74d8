-- Changes the kept answers must hear of, told to every instance after the change commits (NOTIFY is
-- transactional; decision 030): `stock:<product>:<categories>` when a colour's stock moves (checkouts,
-- holds ending, refunds, returns, staff), `sold:<product>:<categories>` when an order starts or stops
-- counting as paid (the Best sort and the best sellers). <categories> are the product's main category,
-- the sub categories it is filed under, and all their ancestors: every listing that can show it.
CREATE FUNCTION catalog_categories_of(product integer) RETURNS text LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up(id) AS (
    SELECT category_id FROM products WHERE id = product
    UNION SELECT category_id FROM product_subcategories WHERE product_id = product
    UNION SELECT c.parent_id FROM categories c JOIN up ON c.id = up.id WHERE c.parent_id IS NOT NULL
  )
  SELECT coalesce(string_agg(id::text, ',' ORDER BY id), '') FROM up
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_notice_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product integer;
BEGIN
  SELECT v.product_id INTO product FROM product_variants v
  WHERE v.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.variant_id ELSE NEW.variant_id END;
  IF product IS NOT NULL THEN
    PERFORM pg_notify('catalog_changes', 'stock:' || product || ':' || catalog_categories_of(product));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalog_notice_sold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changes', 'sold:' || ol.product_id || ':' || catalog_categories_of(ol.product_id))
  FROM (SELECT DISTINCT product_id FROM order_lines WHERE order_id = NEW.id AND product_id IS NOT NULL) ol;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalog_notice_stock AFTER INSERT OR UPDATE OR DELETE ON variant_stock
  FOR EACH ROW EXECUTE FUNCTION catalog_notice_stock();
--> statement-breakpoint
CREATE TRIGGER catalog_notice_sold AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN ((OLD.status = 'paid') IS DISTINCT FROM (NEW.status = 'paid'))
  EXECUTE FUNCTION catalog_notice_sold();
