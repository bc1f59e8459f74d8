import { CheckoutTemplate } from "@storefront/features/cart/templates/checkout-template";
import { isSignedIn } from "@storefront/features/pages/api";
import { loginHref } from "@storefront/lib/safe-redirect";
import { redirect } from "react-router";
import type { Route } from "./+types/checkout";

/** Spec §2: checkout is for signed-in shoppers; a guest signs in (the cart merges) and comes back here. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(await isSignedIn(context.api))) throw redirect(loginHref("/Checkout"));
  return null;
}

export function meta() {
  return [{ title: "Checkout | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

export default function Checkout() {
  return <CheckoutTemplate />;
}
