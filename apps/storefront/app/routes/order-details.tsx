import { cancelOrderAction, loadOrderDetails } from "@storefront/features/orders/order-details.server";
import { OrderDetailsTemplate } from "@storefront/features/orders/templates/order-details-template";
import type { Route } from "./+types/order-details";

/** Spec §2 /OrderDetails (user only): one of the shopper's orders and where it is. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOrderDetails(request, context.api, params.orderId);
}

export function action({ params, context }: Route.ActionArgs) {
  return cancelOrderAction(context.api, params.orderId);
}

export function meta({ data }: Route.MetaArgs) {
  const title = data ? `Order ${data.order.order_number}` : "Your order";
  return [{ title: `${title} | Rangrez Boutique` }, { name: "robots", content: "noindex" }];
}

export default function OrderDetails({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderDetailsTemplate data={loaderData} result={actionData} />;
}
