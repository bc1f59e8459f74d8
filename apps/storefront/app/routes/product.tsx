import { shippingZonesOrNone } from "@storefront/features/pages/api";
import {
  getDelivery,
  getDollarRate,
  getProductDetail,
  getSizeChart,
  productHref,
} from "@storefront/features/product/api";
import { productFormAction } from "@storefront/features/product/review-actions.server";
import { getReviewStatus } from "@storefront/features/product/review-api";
import { productMeta } from "@storefront/features/product/seo";
import { ProductTemplate } from "@storefront/features/product/templates/product-template";
import { imageUrl } from "@storefront/lib/images";
import { hasSession, positiveId, settle } from "@storefront/lib/loader-helpers";
import { data, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/product";

/** /singleproduct/{name}/p/{productId}[/{colour id}], or ?color={colour id} from a plain link. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const productId = positiveId(params.productId);
  if (!productId) throw data(null, { status: 404 });
  const colourId = positiveId(url.searchParams.get("color")) ?? positiveId(params.cat);
  // Delivery dates for the country asked (?deliver_to=GB), India by default (issue 27 §3).
  const asked = url.searchParams.get("deliver_to")?.toUpperCase() ?? "";
  const deliverTo = /^[A-Z]{2}$/.test(asked) ? asked : "IN";
  const [detail, dollarRate, reviewStatus, sizeChart, delivery, zones] = await Promise.all([
    getProductDetail(context.api, productId, colourId),
    // The page still sells in rupees without the dollar figure.
    settle("dollar", getDollarRate(context.api), null),
    // Without it the Write a Review tab still shows its form; the API decides on submit. Guests have none.
    hasSession(request)
      ? settle(`admin/products/review/${productId}`, getReviewStatus(context.api, productId), null)
      : null,
    // Without it the page sells as before, with no Size chart button.
    settle(`products/${productId}/size-chart`, getSizeChart(context.api, productId), null),
    // Without them the page sells as before, with no delivery date.
    settle(`products/${productId}/delivery`, getDelivery(context.api, productId, deliverTo), null),
    shippingZonesOrNone(context.api),
  ]);
  if (!detail) throw data(null, { status: 404 });
  const colour = detail.colorVariants.find((variant) => variant.id === detail.product.variant_id);
  const image = colour?.image.find((item) => item.type === "image")?.image ?? detail.product.image;
  return {
    detail,
    dollarRate,
    canonical: new URL(productHref(detail.product), url.origin).href,
    shareImage: image ? new URL(imageUrl(image, 1280), url.origin).href : null,
    pagePath: `${url.pathname}${url.search}`,
    reviewStatus,
    sizeChart,
    delivery: delivery && {
      answer: delivery,
      countries: [
        { code: "IN", name: "India" },
        ...zones.flatMap((zone) => zone.countries).sort((a, b) => a.name.localeCompare(b.name)),
      ],
    },
    // Built here so the tag and JSON-LD builders stay out of the browser bundle.
    meta: productMeta(detail, url.origin),
  };
}

/** The Ask a Question and Write a Review tabs, posted without JavaScript. */
export function action({ params, request, context }: Route.ActionArgs) {
  const productId = positiveId(params.productId);
  if (!productId) throw data(null, { status: 404 });
  return productFormAction(request, context.api, productId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData)
    return [{ title: "Product not found | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
  return loaderData.meta;
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return <ProductTemplate data={loaderData} signedIn={Boolean(root?.user)} />;
}
