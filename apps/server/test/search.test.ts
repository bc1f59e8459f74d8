import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../scripts/seed";
import { products } from "../src/db/schema";
import { buildTestApp } from "./helpers";

type Card = { product_id: number; name: string; category: string; active: string; selling_price: number };
const silentLog = { info: () => {}, warn: () => {} };

describe("product search API", () => {
  let app: FastifyInstance;
  const search = async (path: "search" | "searchall", query: string) => {
    const response = await app.inject({
      method: "GET",
      url: `/api/products/${path}?query=${encodeURIComponent(query)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Card[];
  };

  beforeAll(async () => {
    app = await buildTestApp({ seedDemo: true });
    await seedDatabase({ db: app.db, config: app.config, log: silentLog, renderImages: false });
  }, 120_000);
  afterAll(() => app.close());

  it("keeps the search's GIN indexes without a pending list, so a search never reads through one", async () => {
    const { rows } = await app.db.execute<{ name: string; options: string[] | null }>(sql`
      select c.relname as name, c.reloptions as options
      from pg_class c join pg_am am on am.oid = c.relam
      where am.amname = 'gin' and c.relkind = 'i'
      order by c.relname`);
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        "categories_name_trgm_idx",
        "products_name_lower_trgm_idx",
        "products_name_trgm_idx",
        "products_search_idx",
      ]),
    );
    for (const row of rows) expect(row.options, row.name).toContain("fastupdate=false");
  });

  it("finds lehengas for a misspelt 'lehnga', lehengas first", async () => {
    const results = await search("searchall", "lehnga");
    const lehengas = results.filter((card) => /lehenga/i.test(card.name));
    expect(lehengas.length).toBeGreaterThan(5);
    // Every lehenga comes before anything else.
    const firstOther = results.findIndex((card) => !/lehenga/i.test(card.name));
    expect(firstOther === -1 ? results.length : firstOther).toBe(lehengas.length);
  });

  it("finds Banarasi sarees for 'banars saree', ahead of other sarees", async () => {
    const results = await search("searchall", "banars saree");
    expect(results.length).toBeGreaterThan(3);
    const isBanarasiSaree = (card: Card) => /banarasi/i.test(card.name) && /saree/i.test(card.name);
    const banarasi = results.filter(isBanarasiSaree);
    expect(banarasi.length).toBeGreaterThan(2);
    expect(results.slice(0, banarasi.length).every(isBanarasiSaree)).toBe(true);
    expect(results.some((card) => /saree/i.test(card.name) && !/banarasi/i.test(card.name))).toBe(true);
  });

  it("matches partial words and caps the dropdown at 8", async () => {
    const dropdown = await search("search", "sare");
    expect(dropdown).toHaveLength(8);
    expect(dropdown.every((card) => /saree/i.test(card.name))).toBe(true);
    const all = await search("searchall", "sare");
    expect(all.length).toBeGreaterThan(8);
    const anarkali = await search("search", "anarkli");
    expect(anarkali.length).toBeGreaterThan(0);
    expect(anarkali.every((card) => /anarkali/i.test(card.name))).toBe(true);
  });

  it("ranks as migration 0011's search did: every name word's prefixes, misspellings and word mixes, at 8 and 120", async () => {
    // The reference is 0011's function itself, read from its migration, so both of 0015's paths are held to
    // the ranking they replaced: the single-word path (names like the word, when they fill the page) and
    // catalog_search_all_ways (several words, or too few such names). 'a²' and 'né' are words pg_trgm may
    // split into one-letter words that names match without containing them.
    const migration = readFileSync(new URL("../drizzle/0011_catalog_search.sql", import.meta.url), "utf8");
    const reference = migration
      .slice(migration.indexOf("CREATE FUNCTION catalog_search("))
      .replace("CREATE FUNCTION catalog_search(", "CREATE FUNCTION catalog_search_0011(");
    const { rows: names } = await app.db.execute<{ name: string }>(
      sql`select name from products union select name from categories order by name`,
    );
    const singles = new Set(["lehnga", "banars", "anarkli", "sare", "a²", "né", "zz", "qzxwvk"]);
    for (const { name } of names)
      for (const word of name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
        // As typed: the first letters one by one, then the whole word.
        for (let end = 2; end < Math.min(word.length, 5); end += 1) singles.add(word.slice(0, end));
        if (word.length >= 2) singles.add(word);
      }
    const words = [...singles];
    const mixes = ["banars saree", "a² saree", "né lehenga"];
    for (let index = 0; index < 40; index += 1)
      mixes.push(`${words[(index * 7) % words.length]} ${words[(index * 13 + 5) % words.length]}`);
    for (let index = 0; index < 15; index += 1)
      mixes.push(
        `${words[(index * 11) % words.length]} ${words[index * 3 + 1]} ${words[(index * 17) % words.length]}`,
      );
    // The dropdown's 8 for every list; the results page's 120 for the mixes and every fifth word.
    const cases = [
      ...[...words, ...mixes].map((list) => ({ list, limit: 8 })),
      ...[...words.filter((_, index) => index % 5 === 0), ...mixes].map((list) => ({ list, limit: 120 })),
    ];
    const literal = `{${cases.map(({ list, limit }) => `"${limit}:${list}"`).join(",")}}`;

    await app.db.execute(sql.raw(reference));
    try {
      const { rows } = await app.db.execute<{
        list: string;
        page_limit: number;
        same: boolean;
        filled: boolean;
      }>(sql`
        with cases as (
          select split_part(c, ':', 2) as list, split_part(c, ':', 1)::int as page_limit
          from unnest(${literal}::text[]) c
        ),
        similar_names as (
          select list, (select count(*) from products p where p.active and word_similarity(list, p.name) >= 0.4) as n
          from (select distinct list from cases where list not like '% %') single
        )
        select c.list, c.page_limit, a.cards = b.cards and a.product_ids = b.product_ids as same,
          coalesce(s.n >= c.page_limit, false) as filled
        from cases c
          left join similar_names s on s.list = c.list
          cross join lateral catalog_search(string_to_array(c.list, ' '), c.page_limit) a
          cross join lateral catalog_search_0011(string_to_array(c.list, ' '), c.page_limit) b`);
      expect(rows.length).toBe(cases.length);
      expect(rows.filter((row) => !row.same).map((row) => `${row.list} (${row.page_limit})`)).toEqual([]);
      // Both paths were compared: single words whose similar names fill the page, and the rest.
      expect(rows.filter((row) => row.filled).length).toBeGreaterThan(50);
      expect(rows.filter((row) => !row.filled).length).toBeGreaterThan(50);
    } finally {
      await app.db.execute(sql`drop function catalog_search_0011(text[], integer)`);
    }
  });

  it("never shows drafts", async () => {
    const [draft] = await app.db.select().from(products).where(eq(products.active, false)).limit(1);
    const results = await search("searchall", draft.name);
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((card) => card.product_id)).not.toContain(draft.id);
    expect(results.every((card) => card.active === "Y")).toBe(true);
  });

  it("answers an empty list for empty, too short or unmatched text", async () => {
    expect(await search("search", "")).toEqual([]);
    expect(await search("searchall", "a")).toEqual([]);
    expect(await search("searchall", "  -- ")).toEqual([]);
    expect(await search("searchall", "qzxwvk")).toEqual([]);
    const missing = await app.inject({ method: "GET", url: "/api/products/search" });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual([]);
  });

  it("lists trending products, active only and capped", async () => {
    const response = await app.inject({ method: "GET", url: "/api/products/trending" });
    expect(response.statusCode).toBe(200);
    const trending = response.json() as (Card & { rating: number })[];
    expect(trending.length).toBeGreaterThan(0);
    expect(trending.length).toBeLessThanOrEqual(24);
    const ids = trending.map((card) => card.product_id);
    const rows = await app.db
      .select({ id: products.id, active: products.active, trending: products.trending })
      .from(products);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(ids.every((id) => byId.get(id)?.active && byId.get(id)?.trending)).toBe(true);
    const ratings = trending.map((card) => card.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
});
