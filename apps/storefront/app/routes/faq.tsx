import { shippingRuleOrDefault } from "@storefront/features/cart/api";
import { FAQ_DESCRIPTION } from "@storefront/features/pages/content/descriptions";
import { originOf, pageMeta } from "@storefront/features/pages/page-meta";
import { deferredSection } from "@storefront/lib/deferred-section";
import type { Route } from "./+types/faq";

// The questions open and close natively (<details>): the browser keeps the server's HTML and loads no
// code for it (decision 017). The FAQPage JSON-LD is part of that HTML.
const FaqTemplate = deferredSection(
  () => import("@storefront/features/pages/templates/faq-template").then((module) => module.FaqTemplate),
  { hydrate: "never" },
);

export async function loader({ request, context }: Route.LoaderArgs) {
  return { origin: originOf(request), shippingRule: await shippingRuleOrDefault(context.api) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Frequently asked questions",
    description: FAQ_DESCRIPTION,
    path: "/FAQ",
    origin: loaderData?.origin,
  });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqTemplate shippingRule={loaderData.shippingRule} />;
}
