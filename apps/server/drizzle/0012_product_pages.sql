CREATE TABLE "product_pages" (
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"first" boolean NOT NULL,
	"category_id" integer NOT NULL,
	"page" text NOT NULL,
	CONSTRAINT "product_pages_product_id_variant_id_pk" PRIMARY KEY("product_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "product_pages" ADD CONSTRAINT "product_pages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pages" ADD CONSTRAINT "product_pages_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Product pages kept by the database (decision 034), as product_cards keeps the cards (0008): a product page
-- was PostgreSQL's most expensive read (~0.46 ms of CPU for ~80 plan nodes: the colours, galleries, stock,
-- related pieces and reviews). product_page makes one colour's page, exactly as the storefront's read did;
-- refresh_product_pages makes again the pages of the products given and drops those of products no longer
-- active and colours no longer there. Writes mark the products whose pages they change (a transaction-local
-- list, rangrez.stale_pages) and the pages are made again once, when the transaction commits (a deferred
-- trigger), so a seed, an import or a staff edit of many rows refreshes each page once.
CREATE FUNCTION product_page(page_product integer, page_colour integer, OUT page_json text, OUT page_category integer)
LANGUAGE plpgsql STABLE
-- Planned once per connection: a custom plan of this statement costs more than running it.
SET plan_cache_mode = force_generic_plan
AS $fn$
BEGIN
  with prod as (
      select p.*, c.id as c_id, c.name as c_name, c.tag as c_tag, c.kind as c_kind, c.has_sizes,
        c.customization, c.customization_values, c.is_lehenga_waist, c.is_lehenga_length, c.is_height,
        c.is_sleeve_length, c.is_padding, c.is_saree_length, c.is_saree_waist, c.is_petti_coat
      from products p join categories c on c.id = p.category_id
      where p.id = page_product and p.active
    ),
    colours as (
      select v.*, row_number() over (order by v.sort, v.id) as n,
        coalesce((select sum(s.quantity) from variant_stock s where s.variant_id = v.id), 0)::int as stock
      from product_variants v where v.product_id = (select id from prod)
    ),
    selected as (select * from colours order by coalesce(id = page_colour, false) desc, n limit 1),
    -- Each colour's gallery in staff order; an older colour's cover (first) or video link (last)
    -- without a gallery row of its own is added.
    media as (
      select v.id as variant_id, m.* from colours v
      cross join lateral (
        select 1 as grp, vm.sort, vm.id, vm.file as image, vm.kind as type
        from variant_media vm where vm.variant_id = v.id
        union all
        select 0, 0, 0, v.image, 'image'
        where v.image <> '' and not exists (select 1 from variant_media vm where vm.variant_id = v.id and vm.file = v.image)
        union all
        select 2, 0, 0, v.video_url, 'video'
        where v.video_url <> '' and not exists (
          select 1 from variant_media vm where vm.variant_id = v.id and vm.file = v.video_url
        ) and v.video_url is distinct from v.image
      ) m
    ),
    media_lists as (
      select variant_id,
        '[' || coalesce(string_agg(row_to_json((select x from (select media.id, media.image, media.type) x))::text, ',' order by grp, sort, id), '') || ']' as items,
        (array_agg(image order by grp, sort, id) filter (where type = 'image'))[1] as first_image
      from media group by variant_id
    ),
    -- The category's other active pieces with a colour, best rated first, each shown by its first colour:
    -- ordered on the products' columns, so only the first few look their colour up.
    related as (
      select r.*, row_number() over (order by r.rating desc, r.created_at desc, r.id desc) as n
      from (
        select p.id, p.name, fc.image, fc.name as color,
          fc.selling_price::float8 / 100 as selling_price, fc.regular_price::float8 / 100 as regular_price,
          case when fc.regular_price <= 0 or fc.selling_price >= fc.regular_price then 0 else floor((fc.regular_price - fc.selling_price) * 100::float8 / fc.regular_price + 0.5)::int end as discount, p.rating, p.created_at
        from products p
        cross join lateral (
          select v.name, v.image, v.selling_price, v.regular_price from product_variants v
          where v.product_id = p.id order by v.sort, v.id limit 1
        ) fc
        where p.category_id = (select c_id from prod) and p.active and p.id <> page_product
        order by p.rating desc, p.created_at desc, p.id desc
        limit 8
      ) r
    ),
    visible_reviews as (
      select r.id, u.first_name as name, u.last_name, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as review_date, r.rating,
        r.title, r.message as comment, r.media as image, r.media_kind as media_type,
        row_number() over (order by r.created_at desc, r.id desc) as n
      from reviews r join users u on u.id = r.user_id
      where r.product_id = page_product and not r.hidden
      order by n limit 50
    ),
    sizes as (
      select s.id, s.size, s.tooltip, s.quantity,
        array_position(array['XS','S','M','L','XL','XXL','Free']::text[], s.size) as n
      from variant_stock s where s.variant_id = (select id from selected)
    )
    -- The lists are JSON texts already: joined as text, not cast to json (which parses them again)
    -- for row_to_json; keys in the schema's order.
    select '{"product":' || answer.product::text || ',"related":' || answer.related
      || ',"reviews":' || answer.reviews || ',"sizes":' || answer.sizes
      || ',"colorVariants":' || answer.colour_variants || '}', p.c_id
    from prod p cross join selected sel
    left join media_lists sm on sm.variant_id = sel.id
    cross join lateral (
      select
        row_to_json((select x from (select p.id, p.id as product_id, sel.id as variant_id, p.name, p.style_no,
          p.description, p.rich_description,
          row_to_json((select c from (select p.c_id as id, p.c_name as name, p.c_tag as tag, p.c_kind as kind,
            p.has_sizes, p.customization, p.customization_values, p.is_lehenga_waist, p.is_lehenga_length,
            p.is_height, p.is_sleeve_length, p.is_padding, p.is_saree_length, p.is_saree_waist,
            p.is_petti_coat) c)) as category,
          p.c_tag as tag, sel.name as color, coalesce(sm.first_image, sel.image) as image,
          sel.regular_price::float8 / 100 as regular_price, sel.selling_price::float8 / 100 as selling_price,
          case when sel.regular_price <= 0 or sel.selling_price >= sel.regular_price then 0 else floor((sel.regular_price - sel.selling_price) * 100::float8 / sel.regular_price + 0.5)::int end as discount, sel.stock as quantity, p.rating,
          (select count(*)::int from reviews r where r.product_id = p.id and not r.hidden) as review_count,
          p.weight_grams as weight, 'Y' as active, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created) x)) as product,
        (select '[' || coalesce(string_agg(row_to_json((select x from (select r.id, r.name, r.image, r.color, r.selling_price, r.regular_price, r.discount, r.rating) x))::text, ',' order by r.n), '') || ']' from related r) as related,
        (select '[' || coalesce(string_agg(row_to_json((select x from (select r.id, r.name, r.last_name, r.review_date, r.rating, r.title, r.comment, r.image, r.media_type) x))::text, ',' order by r.n), '') || ']' from visible_reviews r) as reviews,
        (select '[' || coalesce(string_agg(row_to_json((select x from (select s.id, s.size, s.tooltip, s.quantity) x))::text, ',' order by coalesce(s.n, 99)), '') || ']' from sizes s) as sizes,
        (select '[' || coalesce(string_agg(row_to_json((select x from (select v.id, v.name, v.selling_price::float8 / 100 as selling_price, v.regular_price::float8 / 100 as regular_price, case when v.regular_price <= 0 or v.selling_price >= v.regular_price then 0 else floor((v.regular_price - v.selling_price) * 100::float8 / v.regular_price + 0.5)::int end as discount, v.stock as quantity, coalesce(ml.items, '[]')::json as image) x))::text, ',' order by v.n), '') || ']' from colours v left join media_lists ml on ml.variant_id = v.id) as colour_variants
    ) answer
  INTO page_json, page_category;
END $fn$;
--> statement-breakpoint
CREATE FUNCTION refresh_product_pages(page_products integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- One writer at a time per product, in id order (no deadlock); the next statement's snapshot then holds
  -- what an earlier writer of the same products committed, so the last page written is never older.
  PERFORM pg_advisory_xact_lock(7340262, id) FROM unnest(page_products) AS id ORDER BY id;
  DELETE FROM product_pages pp
  WHERE pp.product_id = ANY(page_products) AND NOT EXISTS (
    SELECT 1 FROM product_variants v JOIN products p ON p.id = v.product_id AND p.active
    WHERE v.id = pp.variant_id AND v.product_id = pp.product_id
  );
  INSERT INTO product_pages (product_id, variant_id, first, category_id, page)
  SELECT v.product_id, v.id, v.id = fv.id, made.page_category, made.page_json
  FROM product_variants v
  JOIN products p ON p.id = v.product_id AND p.active
  CROSS JOIN LATERAL (
    SELECT f.id FROM product_variants f WHERE f.product_id = v.product_id ORDER BY f.sort, f.id LIMIT 1
  ) fv
  CROSS JOIN LATERAL product_page(v.product_id, v.id) made
  WHERE v.product_id = ANY(page_products) AND made.page_json IS NOT NULL
  ON CONFLICT (product_id, variant_id) DO UPDATE
    SET first = excluded.first, category_id = excluded.category_id, page = excluded.page
    WHERE (product_pages.first, product_pages.category_id, product_pages.page)
      IS DISTINCT FROM (excluded.first, excluded.category_id, excluded.page);
END $$;
--> statement-breakpoint
-- Marks products whose pages the transaction changed; they are made again at its commit.
CREATE FUNCTION product_pages_stale(page_products integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT set_config('rangrez.stale_pages',
    coalesce(current_setting('rangrez.stale_pages', true), '') || ',' || array_to_string(page_products, ','), true)
  WHERE cardinality(page_products) > 0
$$;
--> statement-breakpoint
CREATE FUNCTION product_pages_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    -- The product and its category's others (before and after a move), which list it among their related.
    PERFORM product_pages_stale(ARRAY(
      SELECT p.id FROM products p WHERE p.category_id IN (
        CASE WHEN TG_OP <> 'INSERT' THEN OLD.category_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.category_id END)
      UNION SELECT CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END));
  ELSIF TG_TABLE_NAME = 'product_variants' THEN
    -- The product's pages, and its category's others: its first colour shows it among their related.
    PERFORM product_pages_stale(ARRAY(
      SELECT o.id FROM products p JOIN products o ON o.category_id = p.category_id
      WHERE p.id IN (
        CASE WHEN TG_OP <> 'INSERT' THEN OLD.product_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.product_id END)));
  ELSIF TG_TABLE_NAME IN ('variant_media', 'variant_stock') THEN
    PERFORM product_pages_stale(ARRAY(
      SELECT v.product_id FROM product_variants v WHERE v.id IN (
        CASE WHEN TG_OP <> 'INSERT' THEN OLD.variant_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.variant_id END)));
  ELSIF TG_TABLE_NAME = 'reviews' THEN
    PERFORM product_pages_stale(ARRAY(
      SELECT p.id FROM products p WHERE p.id IN (
        CASE WHEN TG_OP <> 'INSERT' THEN OLD.product_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.product_id END)));
  ELSIF TG_TABLE_NAME = 'categories' THEN
    PERFORM product_pages_stale(ARRAY(SELECT p.id FROM products p WHERE p.category_id = NEW.id));
  ELSIF TG_TABLE_NAME = 'users' THEN
    -- A reviewer's name is on the pages they reviewed.
    PERFORM product_pages_stale(ARRAY(SELECT r.product_id FROM reviews r WHERE r.user_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- At commit (deferred): the marked products' pages are made once; later firings find nothing marked.
CREATE FUNCTION product_pages_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stale text := current_setting('rangrez.stale_pages', true);
BEGIN
  IF coalesce(stale, '') <> '' THEN
    PERFORM set_config('rangrez.stale_pages', '', true);
    PERFORM refresh_product_pages(ARRAY(
      SELECT DISTINCT x::int FROM unnest(string_to_array(stale, ',')) AS x WHERE x <> ''));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_pages_touched AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION product_pages_touched();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_pages_commit AFTER INSERT OR UPDATE OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION product_pages_commit();
--> statement-breakpoint
CREATE TRIGGER product_pages_touched AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_pages_touched();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_pages_commit AFTER INSERT OR UPDATE OR DELETE ON product_variants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION product_pages_commit();
--> statement-breakpoint
CREATE TRIGGER product_pages_touched AFTER INSERT OR UPDATE OR DELETE ON variant_media
  FOR EACH ROW EXECUTE FUNCTION product_pages_touched();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_pages_commit AFTER INSERT OR UPDATE OR DELETE ON variant_media
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION product_pages_commit();
--> statement-breakpoint
CREATE TRIGGER product_pages_touched AFTER INSERT OR UPDATE OR DELETE ON variant_stock
  FOR EACH ROW EXECUTE FUNCTION product_pages_touched();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_pages_commit AFTER INSERT OR UPDATE OR DELETE ON variant_stock
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION product_pages_commit();
--> statement-breakpoint
CREATE TRIGGER product_pages_touched AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION product_pages_touched();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_pages_commit AFTER INSERT OR UPDATE OR DELETE ON reviews
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION product_pages_commit();
--> statement-breakpoint
-- A category's fields a page shows (not its banner, order or HSN).
CREATE TRIGGER product_pages_touched AFTER UPDATE ON categories
  FOR EACH ROW WHEN ((OLD.name, OLD.tag, OLD.kind, OLD.has_sizes, OLD.customization, OLD.customization_values, OLD.is_lehenga_waist, OLD.is_lehenga_length, OLD.is_height, OLD.is_sleeve_length, OLD.is_padding, OLD.is_saree_length, OLD.is_saree_waist, OLD.is_petti_coat) IS DISTINCT FROM (NEW.name, NEW.tag, NEW.kind, NEW.has_sizes, NEW.customization, NEW.customization_values, NEW.is_lehenga_waist, NEW.is_lehenga_length, NEW.is_height, NEW.is_sleeve_length, NEW.is_padding, NEW.is_saree_length, NEW.is_saree_waist, NEW.is_petti_coat))
  EXECUTE FUNCTION product_pages_touched();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_pages_commit AFTER UPDATE ON categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((OLD.name, OLD.tag, OLD.kind, OLD.has_sizes, OLD.customization, OLD.customization_values, OLD.is_lehenga_waist, OLD.is_lehenga_length, OLD.is_height, OLD.is_sleeve_length, OLD.is_padding, OLD.is_saree_length, OLD.is_saree_waist, OLD.is_petti_coat) IS DISTINCT FROM (NEW.name, NEW.tag, NEW.kind, NEW.has_sizes, NEW.customization, NEW.customization_values, NEW.is_lehenga_waist, NEW.is_lehenga_length, NEW.is_height, NEW.is_sleeve_length, NEW.is_padding, NEW.is_saree_length, NEW.is_saree_waist, NEW.is_petti_coat))
  EXECUTE FUNCTION product_pages_commit();
--> statement-breakpoint
CREATE TRIGGER product_pages_touched AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name) EXECUTE FUNCTION product_pages_touched();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_pages_commit AFTER UPDATE OF first_name, last_name ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name) EXECUTE FUNCTION product_pages_commit();
--> statement-breakpoint
SELECT refresh_product_pages(ARRAY(SELECT id FROM products));
