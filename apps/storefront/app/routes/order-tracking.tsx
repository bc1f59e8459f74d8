import { OrderTrackingTemplate } from "@storefront/features/orders/templates/order-tracking-template";
import { loadOrderTracking, trackOrderAction } from "@storefront/features/orders/tracking.server";
import type { Route } from "./+types/order-tracking";

export function meta() {
  return [{ title: "Order tracking | Rangrez Boutique" }];
}

export function loader({ context }: Route.LoaderArgs) {
  return loadOrderTracking(context.api);
}

export function action({ request, context }: Route.ActionArgs) {
  return trackOrderAction(request, context.api);
}

export default function OrderTracking({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderTrackingTemplate orders={loaderData.orders} result={actionData} />;
}
