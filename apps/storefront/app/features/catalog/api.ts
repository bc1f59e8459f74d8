import { type ApiFetch, asList, pickFields, requestJson } from "@storefront/lib/api-client";
import type { Section } from "@storefront/lib/section";

export type Category = {
  id: number | string;
  name: string;
  image?: string | null;
  description?: string | null;
  type?: string | null;
  subcategories?: Category[];
};

/** GET /api/categories/all/{Women|Men|Kids}: the tree behind the mega menu and the category strip. */
export async function listCategoriesByTag(api: ApiFetch, tag: Section): Promise<Category[]> {
  const body = await requestJson<unknown>(api, `/api/categories/all/${tag}`);
  return asList<Category>(body)
    .filter((category) => category && typeof category.name === "string")
    .map((category) => menuCategory(category));
}

/**
 * The fields the menus, the footer and home's category strip use: every page carries this tree in its inline
 * data. Only the strip shows pictures, and only of the top level; the rest are names and links.
 */
function menuCategory(category: Category, depth = 0): Category {
  const menu: Category = pickFields(category, depth === 0 ? ["id", "name", "image"] : ["id", "name"]);
  if (category.subcategories)
    menu.subcategories = category.subcategories.map((child) => menuCategory(child, depth + 1));
  return menu;
}

/** Spec route: /category/{cat}/{id}. */
export function categoryHref(category: Pick<Category, "name" | "id">): string {
  return `/category/${encodeURIComponent(category.name)}/${encodeURIComponent(String(category.id))}`;
}

export const BESTSELLER_HREF = "/category/Bestseller/1";

/** One product card (spec §3 Product list/search fields); prices in rupees. */
export type ProductCard = {
  id: number;
  product_id: number;
  variant_id: number;
  name: string;
  style_no: string;
  image: string | null;
  images: string[];
  regular_price: number;
  selling_price: number;
  size: string[];
  color: string;
  quantity: number;
  rating: number;
  category: string;
  tag: string;
};

export type CategoryListing = { products: ProductCard[]; totalCount: number; totalPages: number };
export type CardListing = Omit<CategoryListing, "products"> & { products: Card[] };

export type CategoryFilters = {
  size: string[];
  color: string[];
  weight: string[];
  price: { min: number; max: number };
  categories: { id: number; name: string; count: number }[];
  banner: string | null;
};

/** The tree of every tag, for breadcrumbs and page titles. */
export type CategoryNode = Category & { id: number; tag: string; parent_id: number | null };

/** GET /api/products/category/{cat}/{page}?id&sort&size&… (query already in the API's comma form). */
export async function listCategoryProducts(api: ApiFetch, cat: string, page: number, query: URLSearchParams) {
  const search = query.toString();
  const listing = await requestJson<CategoryListing>(
    api,
    `/api/products/category/${encodeURIComponent(cat)}/${page}${search ? `?${search}` : ""}`,
  );
  return { ...listing, products: listing.products.map(toCard) } satisfies CardListing;
}

/**
 * What a card shows or acts on (the picture, name, colour, category, prices, stock and the link's ids). A
 * listing's rows also carry descriptions, sizing flags, dates, every picture, sizes, style number and rating:
 * left out, they would be a kilobyte of a category page's inline data for nothing.
 */
const CARD_FIELDS = [
  "id",
  "product_id",
  "variant_id",
  "name",
  "image",
  "regular_price",
  "selling_price",
  "color",
  "quantity",
  "category",
] as const satisfies readonly (keyof ProductCard)[];

export type Card = Pick<ProductCard, (typeof CARD_FIELDS)[number]>;

export function toCard(row: ProductCard): Card {
  return pickFields(row, CARD_FIELDS);
}

/** GET /api/products/filters/{cat}?id= */
export function getCategoryFilters(api: ApiFetch, cat: string, id?: number) {
  return requestJson<CategoryFilters>(
    api,
    `/api/products/filters/${encodeURIComponent(cat)}${id ? `?id=${id}` : ""}`,
  );
}

/** GET /api/categories: every tag's tree (two nested levels). */
export async function listAllCategories(api: ApiFetch): Promise<CategoryNode[]> {
  return asList<CategoryNode>(await requestJson<unknown>(api, "/api/categories"));
}

/** GET /api/products/searchall?query= (the results page) */
export async function searchAllProducts(api: ApiFetch, query: string) {
  const rows = await requestJson<ProductCard[]>(
    api,
    `/api/products/searchall?query=${encodeURIComponent(query)}`,
  );
  return rows.map(toCard);
}

/** GET /api/products/search?query= (the header dropdown, up to 8) */
export function searchProducts(api: ApiFetch, query: string, init?: RequestInit) {
  return requestJson<ProductCard[]>(api, `/api/products/search?query=${encodeURIComponent(query)}`, init);
}

/** GET /api/dollar: rupees per dollar (first item's value); null when the rate is not set. */
export async function getDollarRate(api: ApiFetch): Promise<number | null> {
  const first = asList<{ value?: unknown }>(await requestJson<unknown>(api, "/api/dollar"))[0];
  const value = Number(first?.value);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Spec route: /singleproduct/{name}/p/{product_id}/{colour id}, opening on the card's colour. */
export function productCardHref(card: Pick<ProductCard, "name" | "product_id" | "variant_id">): string {
  return `/singleproduct/${encodeURIComponent(card.name)}/p/${card.product_id}/${card.variant_id}`;
}
