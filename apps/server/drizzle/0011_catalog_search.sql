CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_lower_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
-- Search in one call, with an index for each way a product can match (decision 032). Before, every search
-- compared each query word with every active product's name (pg_trgm's word_similarity, ~5 µs a name)
-- and PostgreSQL planned the statement afresh on every call (its estimate favoured a plan per word list):
-- 2.4 ms of PostgreSQL CPU on the demo catalogue, growing with the catalogue. Now the candidates come from
-- indexes (names like a word: `%>` on the trigram index, at the threshold the search ranks by; names
-- containing it; the search document's prefixes; products of categories named like it) and only they are
-- scored, with the same expressions and order as before, so the answers are the same cards in the same
-- order. The function's settings: its plan is made once per connection and kept (force_generic_plan);
-- `enable_seqscan = off` keeps the trigram and text indexes on a catalogue small enough for the planner to
-- prefer reading every row (it prices word_similarity like an addition); the threshold is the one the
-- ranking uses (0.4: 'lehnga' scores 0.5 against 'Lehenga', 'saree' 0.33 against 'Salwar Suit').
-- Returns the cards as one JSON array's text (product_cards) and the products they show, in order.
CREATE FUNCTION catalog_search(words text[], page_limit integer, OUT cards text, OUT product_ids integer[])
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
SET pg_trgm.word_similarity_threshold = 0.4
AS $$
BEGIN
  WITH query_words(w) AS (SELECT unnest(words)),
  prefix AS (
    SELECT to_tsquery('simple', array_to_string(
      array(SELECT x || ':*' FROM unnest(words) WITH ORDINALITY u(x, n) ORDER BY n), ' & ')) AS query
  ),
  category_hits AS (
    SELECT c.id, count(*)::int AS hits
    FROM categories c JOIN query_words ON c.name %> w
    GROUP BY c.id
  ),
  -- Every product the filter in `page` keeps is among these (each way of matching has its index here).
  candidates(id) AS (
    SELECT p.id FROM products p JOIN query_words ON p.name %> w
    UNION
    SELECT p.id FROM products p JOIN query_words ON lower(p.name) LIKE '%' || w || '%'
    UNION
    SELECT p.id FROM products p JOIN prefix ON p.search_document @@ prefix.query
    UNION
    SELECT p.id FROM products p JOIN category_hits ch ON ch.id = p.category_id
  ),
  -- Each word is compared with each candidate's name once (OFFSET 0 keeps the comparison from being
  -- inlined into both aggregates); the sums rank names that match more words first.
  scored AS (
    SELECT p.id, p.rating, p.created_at,
      count(*) FILTER (WHERE ws.similarity >= 0.4 OR ws.contained)::int AS name_hits,
      sum(ws.similarity) AS name_score,
      coalesce(max(ch.hits), 0) AS category_hits,
      bool_or(p.search_document @@ prefix.query) AS document_hit
    FROM products p
    CROSS JOIN prefix
    CROSS JOIN LATERAL (
      SELECT word_similarity(w, p.name) AS similarity, strpos(lower(p.name), w) > 0 AS contained
      FROM query_words OFFSET 0
    ) ws
    LEFT JOIN category_hits ch ON ch.id = p.category_id
    WHERE p.active AND p.id IN (SELECT id FROM candidates)
    GROUP BY p.id
  ),
  page AS (
    SELECT sc.id AS product_id,
      (SELECT fv.id FROM product_variants fv WHERE fv.product_id = sc.id ORDER BY fv.sort, fv.id LIMIT 1) AS variant_id,
      row_number() OVER (
        ORDER BY sc.name_hits DESC, sc.name_score DESC, sc.category_hits DESC, sc.document_hit DESC,
          sc.rating DESC, sc.created_at DESC, sc.id DESC
      ) AS ord
    FROM scored sc
    WHERE sc.name_hits > 0 OR sc.category_hits > 0 OR sc.document_hit
    ORDER BY ord
    LIMIT page_limit
  )
  SELECT '[' || coalesce((SELECT string_agg(pc.card, ',' ORDER BY pg.ord) FROM page pg JOIN product_cards pc ON pc.variant_id = pg.variant_id), '') || ']',
    array(SELECT pg.product_id FROM page pg ORDER BY pg.ord)
  INTO cards, product_ids;
END $$;
