import { type ApiFetch, asList, requestJson } from "@storefront/lib/api-client";
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
  return asList<Category>(body).filter((category) => category && typeof category.name === "string");
}

/** Spec route: /category/{cat}/{id}. */
export function categoryHref(category: Pick<Category, "name" | "id">): string {
  return `/category/${encodeURIComponent(category.name)}/${encodeURIComponent(String(category.id))}`;
}

export const BESTSELLER_HREF = "/category/Bestseller/1";
