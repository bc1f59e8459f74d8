import { getCart, getCartBanner } from "@storefront/features/cart/api";
import { CartTemplate } from "@storefront/features/cart/templates/cart-template";
import { getDollarRate } from "@storefront/features/product/api";
import { ApiError } from "@storefront/lib/api-client";
import { settle } from "@storefront/lib/loader-helpers";
import type { Route } from "./+types/cart";

export function meta() {
  return [{ title: "Shopping Cart | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

/** A signed-in shopper's cart renders on the server; a guest's (401 here) lives in the browser. */
export async function loader({ context }: Route.LoaderArgs) {
  const [serverCart, dollarRate, banner] = await Promise.all([
    getCart(context.api).then(
      (answer) => answer.data,
      (error: unknown) => {
        // A guest (401) has no server cart; anything else is a failure worth a log line.
        if (error instanceof ApiError && error.status === 401) return null;
        return settle("items/cart", Promise.reject(error), null);
      },
    ),
    settle("dollar", getDollarRate(context.api), null),
    settle("banner/cart", getCartBanner(context.api), null),
  ]);
  return { serverCart, dollarRate, banner };
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  return <CartTemplate data={loaderData} />;
}
