import { checkoutAction, loadCheckout } from "@storefront/features/checkout/checkout.server";
import { CheckoutTemplate } from "@storefront/features/checkout/templates/checkout-template";
import type { Route } from "./+types/checkout";

/** Spec §2 /Checkout (signed-in only): ?address=, ?coupon= and Buy Now's ?line= choose what is quoted. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout(request, context.api);
}

export function action({ request, context }: Route.ActionArgs) {
  return checkoutAction(request, context.api);
}

export function meta() {
  return [{ title: "Checkout | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutTemplate data={loaderData} />;
}
