import { loadRecover } from "@storefront/features/checkout/recovery.server";
import { RecoverProblemTemplate } from "@storefront/features/checkout/templates/recovery-templates";
import type { Route } from "./+types/checkout-recover";

/**
 * /checkout/recover/{token}: a reminder's link (issue 26 §3). Signed in, it puts the pieces back in the
 * cart and opens /Checkout; this page shows only when the link no longer does.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadRecover(request, context.api, params.token);
}

export function meta() {
  return [{ title: "Your checkout | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

export default function CheckoutRecover({ loaderData }: Route.ComponentProps) {
  return <RecoverProblemTemplate data={loaderData} />;
}
