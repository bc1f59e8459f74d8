import { getCart, getCartBanner } from "@storefront/features/cart/api";
import { CartTemplate } from "@storefront/features/cart/templates/cart-template";
import { getDollarRate } from "@storefront/features/product/api";
import { ApiError } from "@storefront/lib/api-client";
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
        if (!(error instanceof ApiError && error.status === 401)) logFailure("items/cart", error);
        return null;
      },
    ),
    getDollarRate(context.api).catch((error: unknown) => logFailure("dollar", error)),
    getCartBanner(context.api).catch((error: unknown) => logFailure("banner/cart", error)),
  ]);
  return { serverCart, dollarRate, banner };
}

/** Spec §8: network errors are only logged; the page shows what it has. */
function logFailure(label: string, error: unknown): null {
  console.error(`storefront: GET /api/${label} failed:`, error instanceof Error ? error.message : error);
  return null;
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  return <CartTemplate data={loaderData} />;
}
