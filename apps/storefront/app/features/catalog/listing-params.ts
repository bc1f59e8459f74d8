/** The category page's state lives in the URL (filters, sort, page), so Back, reloads and shared links work. */

/** Spec §9: page size 30, price slider 0-200000 step 50, sort options, size order. */
export const PAGE_SIZE = 30;
export const PRICE_MIN = 0;
export const PRICE_MAX = 200_000;
export const PRICE_STEP = 50;
export const SORT_OPTIONS = [
  { value: "newest", label: "Newest" },
  { value: "Best", label: "Best sellers" },
  { value: "LtH", label: "Price: low to high" },
  { value: "HtL", label: "Price: high to low" },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]["value"];
export const SIZE_ORDER = ["XS", "S", "M", "L", "XL", "XXL", "Free"];
export const BESTSELLER = "Bestseller";

const WEIGHT_LABELS: Record<string, string> = {
  "0-500": "Under 500 g",
  "500-1000": "500 g to 1 kg",
  "1000-2000": "1 to 2 kg",
  "2000-": "Over 2 kg",
};

export function weightLabel(band: string): string {
  return WEIGHT_LABELS[band] ?? band;
}

export type ListingState = {
  sort: SortValue | null;
  sizes: string[];
  colors: string[];
  weights: string[];
  categories: string[];
  minPrice: number | null;
  maxPrice: number | null;
  page: number;
};

/** Repeated keys (checkboxes) and comma lists are both accepted. */
function readList(params: URLSearchParams, key: string): string[] {
  const values = params.getAll(key).flatMap((value) => value.split(","));
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))];
}

function readPrice(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const number = Number(value);
  if (!Number.isFinite(number)) return null;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(number)));
}

export const isBestseller = (cat: string) => cat.toLowerCase() === BESTSELLER.toLowerCase();

/** Unknown values are dropped rather than failing the page: a hand-edited URL still shows products. */
export function readListingState(params: URLSearchParams): ListingState {
  const sort = params.get("sort");
  let minPrice = readPrice(params.get("minPrice"));
  let maxPrice = readPrice(params.get("maxPrice"));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const page = Number(params.get("page"));
  return {
    sort: SORT_OPTIONS.some((option) => option.value === sort) ? (sort as SortValue) : null,
    sizes: readList(params, "size").filter((size) => SIZE_ORDER.includes(size)),
    colors: readList(params, "color"),
    weights: readList(params, "weight").filter((band) => band in WEIGHT_LABELS),
    categories: readList(params, "category").filter((id) => /^\d{1,9}$/.test(id)),
    minPrice,
    maxPrice,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The API's query (comma lists); the page number goes in the path. */
export function toApiQuery(state: ListingState, id: number | undefined): URLSearchParams {
  const query = new URLSearchParams();
  if (id !== undefined) query.set("id", String(id));
  if (state.sort) query.set("sort", state.sort);
  if (state.sizes.length > 0) query.set("size", state.sizes.join(","));
  if (state.colors.length > 0) query.set("color", state.colors.join(","));
  if (state.weights.length > 0) query.set("weight", state.weights.join(","));
  if (state.categories.length > 0) query.set("category", state.categories.join(","));
  query.set("minPrice", String(state.minPrice ?? PRICE_MIN));
  query.set("maxPrice", String(state.maxPrice ?? PRICE_MAX));
  return query;
}

/** The page's own URL for another page number, keeping filters and sort. */
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Whether any filter (not sort or page) narrows the list. */
export function hasFilters(state: ListingState): boolean {
  return (
    state.sizes.length + state.colors.length + state.weights.length + state.categories.length > 0 ||
    state.minPrice !== null ||
    state.maxPrice !== null
  );
}
