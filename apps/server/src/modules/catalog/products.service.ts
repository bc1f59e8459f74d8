import type { Database } from "../../db/database";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { TaggedJson } from "../../lib/json-text";
import { SIZES } from "./catalog.tables";
import {
  BESTSELLER,
  CATEGORY_PAGE_SIZE,
  type CategoryListQuery,
  type FiltersResponse,
  PRICE_MAX,
  PRICE_MIN,
  WEIGHT_BANDS,
} from "./product-list.schemas";
import {
  type CardList,
  createProductsRepository,
  type Facets,
  type ListingFilters,
  type ListingScope,
} from "./products.repository";

/**
 * Cards and, for the cache, the products they show and the kind of list (`search`, `trending`): any
 * product's edit may bring it into such a list (plugins/answer-cache/database-notices.ts).
 */
const cardsAnswer = ({ json, productIds }: CardList, list: "search" | "trending"): TaggedJson => ({
  json,
  tags: [...productIds.map((id) => `p:${id}`), list],
});

/** Dropdown under the header's search box, the full results page, and the home page's trending strip. */
const SEARCH_DROPDOWN_LIMIT = 8;
const SEARCH_ALL_LIMIT = 120;
const TRENDING_LIMIT = 24;
const SEARCH_MIN_LENGTH = 2;
const SEARCH_MAX_WORDS = 6;

const splitList = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

const isBestseller = (cat: string) => cat.toLowerCase() === BESTSELLER.toLowerCase();

function parseBand(band: string) {
  const [from, to] = band.split("-");
  return { from: Number(from), to: to ? Number(to) : null };
}

function bandOf(grams: number): string {
  const found = WEIGHT_BANDS.find((band) => {
    const { from, to } = parseBand(band);
    return grams >= from && (to === null || grams < to);
  });
  return found ?? WEIGHT_BANDS[WEIGHT_BANDS.length - 1];
}

/** Query words for search: letters and digits only, so they are safe in LIKE patterns and tsquery. */
export function searchWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((word) => word.length >= SEARCH_MIN_LENGTH))].slice(0, SEARCH_MAX_WORDS);
}

function parseFilters(query: CategoryListQuery): ListingFilters {
  const sizes = splitList(query.size).map((size) => {
    const known = SIZES.find((candidate) => candidate.toLowerCase() === size.toLowerCase());
    if (!known) throw new ValidationError(`Size must be one of ${SIZES.join(", ")}`, { field: "size" });
    return known;
  });
  const weights = splitList(query.weight).map((band) => {
    const parsed = parseBand(band);
    if (parsed.to !== null && parsed.to <= parsed.from) {
      throw new ValidationError("Weight band must go from a lower to a higher weight", { field: "weight" });
    }
    return parsed;
  });
  const minPrice = query.minPrice ?? PRICE_MIN;
  const maxPrice = query.maxPrice ?? PRICE_MAX;
  if (minPrice > maxPrice) {
    throw new ValidationError("minPrice must not be more than maxPrice", { field: "minPrice" });
  }
  return {
    sizes,
    colors: splitList(query.color),
    weights,
    subcategoryIds: splitList(query.category).map(Number),
    minPrice: Math.round(minPrice * 100),
    maxPrice: Math.round(maxPrice * 100),
  };
}

/** The filter sidebar from its raw values: sizes and weight bands in the shop's order, rupees. */
function shapeFilters(facets: Facets): FiltersResponse {
  const sizes = new Set(facets.sizes ?? []);
  const weights = new Set((facets.weights ?? []).map(bandOf));
  return {
    size: SIZES.filter((size) => sizes.has(size)),
    color: [...(facets.colors ?? [])].sort((a, b) => a.localeCompare(b)),
    weight: WEIGHT_BANDS.filter((band) => weights.has(band)),
    price: {
      min: facets.min_price == null ? PRICE_MIN : Math.floor(facets.min_price / 100),
      max: facets.max_price == null ? PRICE_MAX : Math.ceil(facets.max_price / 100),
    },
    categories: facets.categories.filter((row) => row.count > 0),
    banner: facets.banner,
  };
}

export function createProductsService({ db }: { db: Database }) {
  const repository = createProductsRepository(db);

  /** The listing's starting set: ?id= wins; without it /category/{cat} is looked up by name. */
  function scopeOf(cat: string, id: number | undefined): ListingScope {
    if (id !== undefined) return { kind: "categories", id };
    return isBestseller(cat) ? { kind: "bestseller" } : { kind: "categories", name: cat };
  }

  return {
    /**
     * One page of a category's cards as the answer's JSON text, made by PostgreSQL in one statement
     * (products.repository.ts) and sent as it is.
     */
    async listCategoryProducts(
      cat: string,
      pageNumber: number,
      query: CategoryListQuery,
    ): Promise<TaggedJson> {
      const filters = parseFilters(query);
      const scope = scopeOf(cat, query.id);
      const sort = query.sort ?? (scope.kind === "bestseller" ? "Best" : "newest");
      const { json, productIds, rootIds } = await repository.listingJson(scope, filters, sort, {
        limit: CATEGORY_PAGE_SIZE,
        offset: (pageNumber - 1) * CATEGORY_PAGE_SIZE,
      });
      if (json === null) throw new NotFoundError("Category not found");
      // The cards shown (their stock figures) and the categories listed (an edit of any product filed
      // there); which products pass a size filter follows stock, and the Best sort and the best sellers
      // follow sales (plugins/answer-cache/database-notices.ts).
      const tags = [...productIds.map((id) => `p:${id}`), ...rootIds.map((id) => `c:${id}`)];
      if (filters.sizes.length > 0) tags.push(...rootIds.map((id) => `cs:${id}`), "bestseller-stock");
      if (sort === "Best") tags.push(...rootIds.map((id) => `cb:${id}`));
      if (scope.kind === "bestseller") tags.push("bestseller");
      return { json, tags };
    },

    /** The sidebar's values, and the cache's tags: the sizes offered follow stock, the rest product edits. */
    async listFilters(
      cat: string,
      id: number | undefined,
    ): Promise<{ filters: FiltersResponse; tags: string[] }> {
      const scope = scopeOf(cat, id);
      const facets = await repository.filterFacets(scope);
      if (!facets) throw new NotFoundError("Category not found");
      const tags =
        scope.kind === "bestseller"
          ? ["bestseller", "bestseller-stock"]
          : facets.roots.flatMap((root) => [`cs:${root}`, `c:${root}`]);
      return { filters: shapeFilters(facets), tags };
    },

    /** Empty or too-short text is not an error: the dropdown simply shows nothing. Cards as JSON text. */
    async searchProducts(query: string, mode: "dropdown" | "all"): Promise<TaggedJson> {
      const words = searchWords(query);
      if (words.length === 0) return { json: "[]", tags: ["search"] };
      const limit = mode === "dropdown" ? SEARCH_DROPDOWN_LIMIT : SEARCH_ALL_LIMIT;
      return cardsAnswer(await repository.searchJson(words, limit), "search");
    },

    /** The home page's trending cards as JSON text. */
    async listTrendingProducts(): Promise<TaggedJson> {
      return cardsAnswer(await repository.trendingJson(TRENDING_LIMIT), "trending");
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
