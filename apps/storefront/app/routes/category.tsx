import { loadCategoryPage } from "@storefront/features/catalog/pages.server";
import { categoryMeta } from "@storefront/features/catalog/seo";
import { CategoryTemplate } from "@storefront/features/catalog/templates/category-template";
import type { Route } from "./+types/category";

/** /category/{cat}/{id} and /category/{cat}?maxPrice= (spec §2); filters, sort and page are in the query. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCategoryPage(context.api, request, params);
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Category not found | Rangrez Boutique" }];
  return categoryMeta({
    title: data.title,
    description: data.description,
    trail: data.trail,
    products: data.listing.products,
    totalCount: data.listing.totalCount,
    page: data.state.page,
    banner: data.filters.banner,
    origin: data.origin,
    pathname: data.pathname,
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return <CategoryTemplate data={loaderData} />;
}
