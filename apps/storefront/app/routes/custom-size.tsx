import { getCustomizationImages, listProfiles, mannequinTag } from "@storefront/features/custom-size/api";
import { CustomSizeTemplate } from "@storefront/features/custom-size/templates/custom-size-template";
import { getProductDetail } from "@storefront/features/product/api";
import { hasSession, positiveId, settle } from "@storefront/lib/loader-helpers";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/custom-size";

/**
 * /CustomSize/{name}?id={product id}&color={colour id}&size={size}. The spec fed the product through
 * navigation state; here it is in the address, so a reload or a pasted link opens the same page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const productId = positiveId(url.searchParams.get("id"));
  if (!productId) throw data(null, { status: 404 });
  const detail = await getProductDetail(context.api, productId, positiveId(url.searchParams.get("color")));
  if (!detail) throw data(null, { status: 404 });
  const tag = mannequinTag(detail.product);
  const [images, profiles] = await Promise.all([
    detail.product.category.customization ? getCustomizationImages(context.api, tag) : {},
    // A signed-in shopper's saved measurements; without them the form works as for a guest.
    hasSession(request) ? settle("account/measurements", listProfiles(context.api), null) : null,
  ]);
  return { detail, tag, images, profiles };
}

/** Choosing a size only rewrites ?size=: the product and pictures stay as loaded. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const same = (key: string) => currentUrl.searchParams.get(key) === nextUrl.searchParams.get(key);
  if (currentUrl.pathname === nextUrl.pathname && same("id") && same("color")) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.detail.product.name;
  return [
    { title: name ? `Custom size: ${name} | Rangrez Boutique` : "Custom size | Rangrez Boutique" },
    { name: "description", content: "Send your measurements in inches and we stitch the piece to fit you." },
    // One shopper's form: nothing for search engines.
    { name: "robots", content: "noindex" },
  ];
}

export default function CustomSize({ loaderData }: Route.ComponentProps) {
  return <CustomSizeTemplate data={loaderData} />;
}
