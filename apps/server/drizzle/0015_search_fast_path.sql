-- Search, faster for one word (decision 032, amended). Search-as-you-type sends one word at a time, and a word
-- of two or three letters is contained in many names ('an' in 76 of 180 demo names) that each cost a
-- word_similarity (~5 µs) to rank, though only names like the word (`%>`, similarity >= 0.4) can reach a
-- full page: those rank first, since any other name containing the word scores under 0.4, and a product
-- found only through its category or search document has no name hit. So catalog_search tries the names like the word first and answers from them alone
-- when they fill the page; otherwise (several words, or fewer such names than the page holds) it ranks every
-- candidate as before, now in catalog_search_all_ways. Both give the same cards in the same order as
-- migration 0011's function (search.test.ts compares them for every prefix of every demo name word,
-- misspellings, words pg_trgm splits, and word mixes, at 8 and 120). PostgreSQL CPU per search over the
-- bench's prefixes, one after another: ~0.95 → ~0.6 ms. Both functions run without JIT: with
-- enable_seqscan off, a plan that had to read a table in full would be priced past jit_above_cost and
-- spend most of a second compiling.

-- The ranking of every candidate (migration 0011's catalog_search), unchanged but for two savings:
-- categories are matched per word through their trigram index, and words of one or two ASCII letters or
-- digits skip the `%>` branch (its names are all in the LIKE branch).
CREATE FUNCTION catalog_search_all_ways(words text[], page_limit integer, OUT cards text, OUT product_ids integer[])
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
SET pg_trgm.word_similarity_threshold = 0.4
SET jit = off
AS $$
BEGIN
  WITH query_words(w) AS (SELECT unnest(words)),
  prefix AS (
    SELECT to_tsquery('simple', array_to_string(
      array(SELECT x || ':*' FROM unnest(words) WITH ORDINALITY u(x, n) ORDER BY n), ' & ')) AS query
  ),
  -- Per word, from the category names' trigram index (as a plain join the plan compared every name).
  category_hits AS (
    SELECT c.id, count(*)::int AS hits
    FROM query_words CROSS JOIN LATERAL (SELECT c.id FROM categories c WHERE c.name %> w OFFSET 0) c
    GROUP BY c.id
  ),
  -- Every product the filter in `page` keeps is among these (each way of matching has its index here).
  -- A name like a word 'ab' of two ASCII letters or digits contains it (it shares two of the word's three
  -- trigrams '  a', ' ab', 'ab ', and either of the last two holds 'ab'; likewise for one letter), so the
  -- LIKE branch has those names and the `%>` branch is skipped for such words. Not for other short words:
  -- pg_trgm splits 'a²', or 'né' under a C locale, into a one-letter word that names match without
  -- containing the two characters.
  candidates(id) AS (
    SELECT p.id FROM products p JOIN query_words ON w !~ '^[a-z0-9]{1,2}$' AND p.name %> w
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

--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_search(words text[], page_limit integer, OUT cards text, OUT product_ids integer[])
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
SET pg_trgm.word_similarity_threshold = 0.4
SET jit = off
AS $$
DECLARE
  similar_count integer;
BEGIN
  IF cardinality(words) = 1 THEN
    -- The same order as catalog_search_all_ways gives these names: similarity, category named like the
    -- word, search document, rating, newest, id. The cards are made only when the names fill the page.
    WITH similar_names AS MATERIALIZED (
      SELECT p.id, p.rating, p.created_at, p.category_id, p.search_document,
        word_similarity(words[1], p.name) AS similarity
      FROM products p
      WHERE p.active AND p.name %> words[1]
    ),
    enough AS (SELECT count(*) >= page_limit AS yes, count(*)::int AS matched FROM similar_names),
    page AS (
      SELECT sn.id AS product_id,
        (SELECT fv.id FROM product_variants fv WHERE fv.product_id = sn.id ORDER BY fv.sort, fv.id LIMIT 1) AS variant_id,
        row_number() OVER (
          ORDER BY sn.similarity DESC, (sn.category_id = ANY (q.category_ids)) DESC,
            (sn.search_document @@ q.prefix) DESC, sn.rating DESC, sn.created_at DESC, sn.id DESC
        ) AS ord
      FROM similar_names sn
      CROSS JOIN (
        SELECT to_tsquery('simple', words[1] || ':*') AS prefix,
          array(SELECT c.id FROM categories c WHERE c.name %> words[1]) AS category_ids
        WHERE (SELECT yes FROM enough)
      ) q
      ORDER BY ord
      LIMIT page_limit
    )
    SELECT '[' || coalesce((SELECT string_agg(pc.card, ',' ORDER BY pg.ord) FROM page pg JOIN product_cards pc ON pc.variant_id = pg.variant_id), '') || ']',
      array(SELECT pg.product_id FROM page pg ORDER BY pg.ord), (SELECT matched FROM enough)
    INTO cards, product_ids, similar_count;
    IF similar_count >= page_limit THEN
      RETURN;
    END IF;
  END IF;
  SELECT s.cards, s.product_ids INTO cards, product_ids FROM catalog_search_all_ways(words, page_limit) s;
END $$;
