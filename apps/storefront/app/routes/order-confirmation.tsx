import { codAction } from "@storefront/features/checkout/cod.server";
import { createAccountAction, loadOrderConfirmation } from "@storefront/features/checkout/order.server";
import { OrderConfirmationTemplate } from "@storefront/features/checkout/templates/order-confirmation-template";
import type { Route } from "./+types/order-confirmation";

/** Spec §2 /OrderConfirmation: the Thank You page of the shopper's own order. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadOrderConfirmation(request, context.api, params.orderId);
}

/** Cash on delivery's code form (issue 26 §1), and a guest's "Create my account" (§4). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "create-account") return createAccountAction(context.api, form);
  return codAction(context.api, params.orderId, form);
}

export function meta({ data }: Route.MetaArgs) {
  const title = data ? `Order ${data.order.order_number}` : "Your order";
  return [{ title: `${title} | Rangrez Boutique` }, { name: "robots", content: "noindex" }];
}

export default function OrderConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderConfirmationTemplate data={loaderData} result={actionData} />;
}
