import { OrderTrackingTemplate } from "@storefront/features/pages/templates/order-tracking-template";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";

export function meta() {
  return [{ title: "Order tracking | Rangrez Boutique" }];
}

export default function OrderTracking() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return <OrderTrackingTemplate signedIn={Boolean(root?.user)} />;
}
