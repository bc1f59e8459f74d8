import { loadSharedCart } from "@storefront/features/cart/shared-cart.server";
import { SharedCartTemplate } from "@storefront/features/cart/templates/shared-cart-template";
import type { Route } from "./+types/shared-cart";

/** /cart/shared/{token}: a cart sent as a link (on WhatsApp), to put in this browser's or account's cart. */
export function loader({ params, context }: Route.LoaderArgs) {
  return loadSharedCart(context.api, params.token);
}

export function meta() {
  return [{ title: "A cart for you | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

export default function SharedCart({ loaderData }: Route.ComponentProps) {
  return <SharedCartTemplate data={loaderData} />;
}
