import { loadUnsubscribe, unsubscribeAction } from "@storefront/features/checkout/recovery.server";
import { UnsubscribeTemplate } from "@storefront/features/checkout/templates/recovery-templates";
import type { Route } from "./+types/unsubscribe";

/** /unsubscribe/{token}: the way out in every checkout reminder (issue 26 §3). No sign-in. */
export function loader({ params, context }: Route.LoaderArgs) {
  return loadUnsubscribe(context.api, params.token);
}

export function action({ request, context }: Route.ActionArgs) {
  return unsubscribeAction(request, context.api);
}

export function meta() {
  return [{ title: "Checkout reminders | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <UnsubscribeTemplate data={loaderData} result={actionData} />;
}
