import { codAction, isCodIntent } from "@storefront/features/checkout/cod.server";
import {
  approvalAction,
  cancelOrderAction,
  loadOrderDetails,
} from "@storefront/features/orders/order-details.server";
import { OrderDetailsTemplate } from "@storefront/features/orders/templates/order-details-template";
import type { Route } from "./+types/order-details";

/** Spec §2 /OrderDetails (user only): one of the shopper's orders and where it is. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOrderDetails(request, context.api, params.orderId);
}

/** Cancel order, cash on delivery's code form (issue 26 §1), or a finished piece's approval (issue 27 §4). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (isCodIntent(form)) return codAction(context.api, params.orderId, form);
  if (form.get("intent") === "approval") return approvalAction(context.api, params.orderId, form);
  return cancelOrderAction(context.api, params.orderId);
}

export function meta({ data }: Route.MetaArgs) {
  const title = data ? `Order ${data.order.order_number}` : "Your order";
  return [{ title: `${title} | Rangrez Boutique` }, { name: "robots", content: "noindex" }];
}

export default function OrderDetails({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderDetailsTemplate data={loaderData} result={actionData} />;
}
