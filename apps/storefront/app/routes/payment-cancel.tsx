import { cancelReturn } from "@storefront/features/checkout/payment-return.server";
import { PaymentReturnTemplate } from "@storefront/features/checkout/templates/payment-return-template";
import type { Route } from "./+types/payment-cancel";

/** Spec §2 /Cancel: a payment called off (or failed in Razorpay's pop-up); the cart stays as it was. */
export function loader({ request, context }: Route.LoaderArgs) {
  return cancelReturn(request, context.api);
}

export function meta() {
  return [{ title: "Payment cancelled | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

export default function PaymentCancel({ loaderData }: Route.ComponentProps) {
  return <PaymentReturnTemplate data={loaderData} />;
}
