import { DEFAULT_DOMESTIC_SHIPPING } from "@boutique/shared/pricing/shipping";
import { shippingRuleOrDefault } from "@storefront/features/cart/api";
import { shippingZonesOrNone } from "@storefront/features/pages/api";
import { shippingDescription } from "@storefront/features/pages/content/descriptions";
import { originOf, pageMeta } from "@storefront/features/pages/page-meta";
import { ShippingSection } from "@storefront/features/pages/templates/policy-sections";
import type { Route } from "./+types/shipping";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [shippingRule, shippingZones] = await Promise.all([
    shippingRuleOrDefault(context.api),
    shippingZonesOrNone(context.api),
  ]);
  return { origin: originOf(request), shippingRule, shippingZones };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Shipping and delivery",
    description: shippingDescription(loaderData?.shippingRule ?? DEFAULT_DOMESTIC_SHIPPING),
    path: "/Shipping",
    origin: loaderData?.origin,
  });
}

export default function Shipping({ loaderData }: Route.ComponentProps) {
  return <ShippingSection shippingRule={loaderData.shippingRule} shippingZones={loaderData.shippingZones} />;
}
