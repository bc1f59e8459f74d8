import { loadSearchPage } from "@storefront/features/catalog/pages.server";
import { SearchTemplate } from "@storefront/features/catalog/templates/search-template";
import type { Route } from "./+types/search-results";

/** /search/{query}: every matching product (spec §2). */
export function loader({ params, context }: Route.LoaderArgs) {
  return loadSearchPage(context.api, params.query ?? "");
}

export function meta({ data }: Route.MetaArgs) {
  const query = data?.query ?? "";
  return [
    { title: `Search: ${query} | Rangrez Boutique` },
    { name: "description", content: `Products matching “${query}” at Rangrez Boutique.` },
    // Result pages are endless variations of the catalogue: keep them out of search engines.
    { name: "robots", content: "noindex, follow" },
  ];
}

export default function SearchResultsPage({ loaderData }: Route.ComponentProps) {
  return <SearchTemplate {...loaderData} />;
}
