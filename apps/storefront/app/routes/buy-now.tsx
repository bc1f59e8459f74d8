import { shippingRuleOrDefault } from "@storefront/features/cart/api";
import { BuyNowTemplate } from "@storefront/features/cart/templates/buy-now-template";
import { getDollarRate } from "@storefront/features/product/api";
import { settle } from "@storefront/lib/loader-helpers";
import type { Route } from "./+types/buy-now";

export function meta() {
  return [{ title: "Buy Now | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const [dollarRate, shippingRule] = await Promise.all([
    // Without the rate the page still sells in rupees.
    settle("dollar", getDollarRate(context.api), null),
    shippingRuleOrDefault(context.api),
  ]);
  return { dollarRate, shippingRule };
}

export default function BuyNowPage({ loaderData }: Route.ComponentProps) {
  return <BuyNowTemplate dollarRate={loaderData.dollarRate} shippingRule={loaderData.shippingRule} />;
}
