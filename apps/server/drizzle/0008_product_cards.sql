CREATE TABLE "product_cards" (
	"variant_id" integer PRIMARY KEY NOT NULL,
	"card" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The cards of these colours, made again from the product, its category, the colour, its gallery and its
-- stock (the shape and key order of ProductListItem; prices in rupees as JavaScript divides paise, the date
-- as toISOString prints it). A card that did not change is not written.
CREATE FUNCTION refresh_product_cards(variant_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_cards (variant_id, card)
  SELECT v.id, row_to_json(item)::text
  FROM product_variants v
  JOIN products p ON p.id = v.product_id
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN LATERAL (
    SELECT array_agg(vm.file ORDER BY vm.sort, vm.id) FILTER (WHERE vm.kind = 'image') AS images,
      (array_agg(vm.file ORDER BY vm.sort, vm.id) FILTER (WHERE vm.kind = 'video'))[1] AS video
    FROM variant_media vm WHERE vm.variant_id = v.id
  ) m ON true
  LEFT JOIN LATERAL (
    SELECT array_agg(vs.size ORDER BY array_position(array['XS','S','M','L','XL','XXL','Free']::text[], vs.size))
        FILTER (WHERE vs.quantity > 0) AS sizes,
      sum(vs.quantity) AS quantity
    FROM variant_stock vs WHERE vs.variant_id = v.id
  ) st ON true
  CROSS JOIN LATERAL (
    SELECT p.id AS id, p.id AS product_id, p.id AS parent_id, v.id AS variant_id, p.name, p.style_no,
      coalesce(v.image, m.images[1]) AS image, coalesce(m.images, '{}'::text[]) AS images,
      coalesce(m.video, v.video_url) AS video,
      v.regular_price::float8 / 100 AS regular_price, v.selling_price::float8 / 100 AS selling_price,
      coalesce(st.sizes, '{}'::text[]) AS size, v.name AS color, coalesce(st.quantity, 0)::int AS quantity,
      p.weight_grams AS weight, p.rating, c.name AS category, c.id AS category_id, c.tag,
      p.description, p.rich_description,
      to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created,
      CASE WHEN p.active THEN 'Y' ELSE 'N' END AS active,
      CASE WHEN c.customization THEN 'Y' ELSE 'N' END AS customization,
      array_to_string(c.customization_values, ' ,, ') AS customization_values,
      c.is_lehenga_waist, c.is_lehenga_length, c.is_height, c.is_sleeve_length, c.is_padding,
      c.is_saree_length, c.is_saree_waist, c.is_petti_coat
  ) item
  WHERE v.id = ANY(variant_ids)
  ON CONFLICT (variant_id) DO UPDATE SET card = excluded.card
  WHERE product_cards.card IS DISTINCT FROM excluded.card
$$;
--> statement-breakpoint
CREATE FUNCTION product_cards_after_colour() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_cards(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_cards_after_colour_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A gallery or stock row changed: its colour's card (both colours' when a row moved between them).
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.variant_id <> NEW.variant_id) THEN
    PERFORM refresh_product_cards(ARRAY[OLD.variant_id]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM refresh_product_cards(ARRAY[NEW.variant_id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_cards_after_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_cards(ARRAY(SELECT id FROM product_variants WHERE product_id = NEW.id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_cards_after_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_cards(ARRAY(
    SELECT v.id FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.category_id = NEW.id
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_cards_variant AFTER INSERT OR UPDATE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_cards_after_colour();
--> statement-breakpoint
CREATE TRIGGER product_cards_media AFTER INSERT OR UPDATE OR DELETE ON variant_media
  FOR EACH ROW EXECUTE FUNCTION product_cards_after_colour_row();
--> statement-breakpoint
CREATE TRIGGER product_cards_stock AFTER INSERT OR UPDATE OR DELETE ON variant_stock
  FOR EACH ROW EXECUTE FUNCTION product_cards_after_colour_row();
--> statement-breakpoint
CREATE TRIGGER product_cards_product AFTER UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION product_cards_after_product();
--> statement-breakpoint
CREATE TRIGGER product_cards_category AFTER UPDATE ON categories
  FOR EACH ROW EXECUTE FUNCTION product_cards_after_category();
--> statement-breakpoint
SELECT refresh_product_cards(ARRAY(SELECT id FROM product_variants));
