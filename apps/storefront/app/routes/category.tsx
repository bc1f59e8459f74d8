import { loadCategoryPage } from "@storefront/features/catalog/pages.server";
import { CategoryTemplate } from "@storefront/features/catalog/templates/category-template";
import type { Route } from "./+types/category";

/** /category/{cat}/{id} and /category/{cat}?maxPrice= (spec §2); filters, sort and page are in the query. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadCategoryPage(context.api, request, params);
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Category not found | Rangrez Boutique" }];
  const title = `${data.title} | Rangrez Boutique`;
  return [
    { title },
    { name: "description", content: data.description },
    { property: "og:title", content: title },
    { property: "og:description", content: data.description },
    { property: "og:type", content: "website" },
  ];
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return <CategoryTemplate data={loaderData} />;
}
