import { getCartBanner, shippingRuleOrDefault } from "@storefront/features/cart/api";
import { CartTemplate } from "@storefront/features/cart/templates/cart-template";
import { settle } from "@storefront/lib/loader-helpers";
import type { Route } from "./+types/cart";

export function meta() {
  return [{ title: "Shopping Cart | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

/**
 * The cart itself, with its totals, comes with the root loader (a signed-in shopper's) or from the browser
 * and a quote (a guest's). The shipping rule is only for the note under the summary.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [shippingRule, banner] = await Promise.all([
    shippingRuleOrDefault(context.api),
    settle("banner/cart", getCartBanner(context.api), null),
  ]);
  return { shippingRule, banner };
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  return <CartTemplate data={loaderData} />;
}
