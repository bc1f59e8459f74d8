import { redirect } from "react-router";
import type { Route } from "./+types/legacy-products";

/**
 * The older template's /products and /products/{keyword}: a permanent move to the search results,
 * or, without a keyword, to the shop's whole range ordered by what sells (the Bestseller listing).
 */
export function loader({ params }: Route.LoaderArgs) {
  const keyword = params.keyword?.trim();
  return redirect(keyword ? `/search/${encodeURIComponent(keyword)}` : "/category/Bestseller", 301);
}
