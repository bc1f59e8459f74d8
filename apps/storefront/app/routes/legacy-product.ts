import { getProductDetail, productHref } from "@storefront/features/product/api";
import { positiveId } from "@storefront/lib/loader-helpers";
import { data, redirect } from "react-router";
import type { Route } from "./+types/legacy-product";

/** The older template's /product/{id}: a permanent move to the product's real page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const productId = positiveId(params.id);
  const detail = productId ? await getProductDetail(context.api, productId) : null;
  if (!detail) throw data(null, { status: 404 });
  return redirect(productHref(detail.product), 301);
}
