import { getCartBanner, shippingRuleOrDefault } from "@storefront/features/cart/api";
import { CartTemplate } from "@storefront/features/cart/templates/cart-template";
import { getDollarRate } from "@storefront/features/product/api";
import { settle } from "@storefront/lib/loader-helpers";
import type { Route } from "./+types/cart";

export function meta() {
  return [{ title: "Shopping Cart | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

/** The cart itself comes with the root loader (a signed-in shopper's) or from the browser (a guest's). */
export async function loader({ context }: Route.LoaderArgs) {
  const [dollarRate, shippingRule, banner] = await Promise.all([
    settle("dollar", getDollarRate(context.api), null),
    shippingRuleOrDefault(context.api),
    settle("banner/cart", getCartBanner(context.api), null),
  ]);
  return { dollarRate, shippingRule, banner };
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  return <CartTemplate data={loaderData} />;
}
