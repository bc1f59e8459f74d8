import { loadOwnOrder } from "@storefront/features/checkout/order.server";
import { policiesOrNull } from "@storefront/features/pages/api";
import type { ApiFetch } from "@storefront/lib/api-client";
import { redirect } from "react-router";

/** /OrderDetails/{orderId}: the owner's order with its timeline, and the shop's delivery promise. */
export async function loadOrderDetails(request: Request, api: ApiFetch, orderParam: string | undefined) {
  if (orderParam === undefined) throw redirect("/UserAccount?tab=orders");
  const [order, policies] = await Promise.all([loadOwnOrder(request, api, orderParam), policiesOrNull(api)]);
  return { ...order, deliveryEstimate: policies?.delivery_estimate ?? "2-4 weeks" };
}

export type OrderDetailsData = Awaited<ReturnType<typeof loadOrderDetails>>;
