import { verifyReturn } from "@storefront/features/checkout/payment-return.server";
import { PaymentReturnTemplate } from "@storefront/features/checkout/templates/payment-return-template";
import type { Route } from "./+types/payment-success";

/** Spec §2 /Success: PayPal's and Stripe's way back; verified on the server, then the Thank You page. */
export function loader({ request, context }: Route.LoaderArgs) {
  return verifyReturn(request, context.api);
}

export function meta() {
  return [{ title: "Payment | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  return <PaymentReturnTemplate data={loaderData} />;
}
