import { loadOrderConfirmation } from "@storefront/features/checkout/order.server";
import { OrderConfirmationTemplate } from "@storefront/features/checkout/templates/order-confirmation-template";
import type { Route } from "./+types/order-confirmation";

/** Spec §2 /OrderConfirmation: the Thank You page of the shopper's own order. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOrderConfirmation(request, context.api, params.orderId);
}

export function meta({ data }: Route.MetaArgs) {
  const title = data ? `Order ${data.order.order_number}` : "Your order";
  return [{ title: `${title} | Rangrez Boutique` }, { name: "robots", content: "noindex" }];
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  return <OrderConfirmationTemplate data={loaderData} />;
}
