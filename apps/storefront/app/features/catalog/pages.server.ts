import { ApiError, type ApiFetch } from "@storefront/lib/api-client";
import { data } from "react-router";
import {
  type CategoryNode,
  getCategoryFilters,
  getDollarRate,
  listAllCategories,
  listCategoryProducts,
  searchAllProducts,
} from "./api";
import type { Crumb } from "./components/breadcrumb";
import { isBestseller, readListingState, toApiQuery } from "./listing-params";
import type { CategoryPageData } from "./templates/category-template";

/** Parts a page can do without (breadcrumb tree, dollar figure): a failure is logged and left out (spec §8). */
async function optional<T>(label: string, promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    console.error(`storefront: ${label} failed:`, error instanceof Error ? error.message : error);
    return fallback;
  }
}

/** The path from a top-level category down to the one with this id (or the first of that name). */
function findTrail(tree: CategoryNode[], match: (node: CategoryNode) => boolean): CategoryNode[] {
  for (const node of tree) {
    if (match(node)) return [node];
    const below = findTrail((node.subcategories ?? []) as CategoryNode[], match);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

const categoryPath = (node: CategoryNode) => `/category/${encodeURIComponent(node.name)}/${node.id}`;

export async function loadCategoryPage(
  api: ApiFetch,
  request: Request,
  params: { cat?: string; id?: string },
): Promise<CategoryPageData> {
  const cat = params.cat ?? "";
  const bestseller = isBestseller(cat);
  // For /category/Bestseller/1 the trailing number is not a category id.
  const id = bestseller || params.id === undefined ? undefined : Number(params.id);
  if (id !== undefined && !(Number.isInteger(id) && id > 0)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const state = readListingState(url.searchParams);
  const query = toApiQuery(state, id);
  let listing: CategoryPageData["listing"];
  let filters: CategoryPageData["filters"];
  try {
    [listing, filters] = await Promise.all([
      listCategoryProducts(api, cat, state.page, query),
      getCategoryFilters(api, cat, id),
    ]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  const [tree, dollarRate] = await Promise.all([
    bestseller ? Promise.resolve([]) : optional("GET /api/categories", listAllCategories(api), []),
    optional("GET /api/dollar", getDollarRate(api), null),
  ]);
  const nodes = findTrail(tree, (node) =>
    id !== undefined ? Number(node.id) === id : node.name.toLowerCase() === cat.toLowerCase(),
  );
  const current = nodes[nodes.length - 1];
  const title = bestseller ? "Bestsellers" : (current?.name ?? cat);
  const trail: Crumb[] = [{ label: "Home", href: "/" }];
  if (current) trail.push({ label: current.tag });
  for (const node of nodes.slice(0, -1)) trail.push({ label: node.name, href: categoryPath(node) });
  trail.push({ label: title });
  return {
    title,
    description:
      (bestseller
        ? "Our most-loved suits, lehengas, sarees and turbans, ranked by what customers buy."
        : current?.description) ||
      `Shop ${title} at Rangrez Boutique: handcrafted Indian ethnic wear, stitched to measure and shipped worldwide.`,
    trail,
    listing,
    filters,
    state,
    defaultSort: bestseller ? "Best" : "newest",
    dollarRate,
    origin: url.origin,
    pathname: url.pathname,
  };
}

export async function loadSearchPage(api: ApiFetch, rawQuery: string) {
  // A NUL character is nothing a shopper types, and the API refuses text holding one (decision 038).
  const query = rawQuery.replaceAll("\u0000", "").trim().slice(0, 100);
  const [products, dollarRate] = await Promise.all([
    query ? searchAllProducts(api, query) : Promise.resolve([]),
    optional("GET /api/dollar", getDollarRate(api), null),
  ]);
  return { query, products, dollarRate };
}
