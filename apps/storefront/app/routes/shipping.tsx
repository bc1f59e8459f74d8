import { SHIPPING_DESCRIPTION } from "@storefront/features/pages/content/descriptions";
import { originOf, pageMeta } from "@storefront/features/pages/page-meta";
import { ShippingSection } from "@storefront/features/pages/templates/policy-sections";
import type { Route } from "./+types/shipping";

export function loader({ request }: Route.LoaderArgs) {
  return { origin: originOf(request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Shipping and delivery",
    description: SHIPPING_DESCRIPTION,
    path: "/Shipping",
    origin: loaderData?.origin,
  });
}

export default function Shipping() {
  return <ShippingSection />;
}
