import { shippingRuleOrDefault } from "@storefront/features/cart/api";
import { TERMS_DESCRIPTION } from "@storefront/features/pages/content/descriptions";
import { originOf, pageMeta } from "@storefront/features/pages/page-meta";
import { TermsSection } from "@storefront/features/pages/templates/policy-sections";
import type { Route } from "./+types/terms";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { origin: originOf(request), shippingRule: await shippingRuleOrDefault(context.api) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Terms of service",
    description: TERMS_DESCRIPTION,
    path: "/TermsOfService",
    origin: loaderData?.origin,
  });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <TermsSection shippingRule={loaderData.shippingRule} />;
}
