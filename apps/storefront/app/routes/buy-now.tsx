import { shippingRuleOrDefault } from "@storefront/features/cart/api";
import { BuyNowTemplate } from "@storefront/features/cart/templates/buy-now-template";
import type { Route } from "./+types/buy-now";

export function meta() {
  return [{ title: "Buy Now | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

/** The figures come from the server's quote for the line; the shipping rule is for the note under them. */
export async function loader({ context }: Route.LoaderArgs) {
  return { shippingRule: await shippingRuleOrDefault(context.api) };
}

export default function BuyNowPage({ loaderData }: Route.ComponentProps) {
  return <BuyNowTemplate shippingRule={loaderData.shippingRule} />;
}
