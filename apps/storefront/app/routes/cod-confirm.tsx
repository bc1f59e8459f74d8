import { codLinkAction, loadCodLink } from "@storefront/features/checkout/cod.server";
import { CodLinkTemplate } from "@storefront/features/checkout/templates/cod-link-template";
import type { Route } from "./+types/cod-confirm";

/**
 * /cod/confirm?token=: the link in a cash-on-delivery order's message (issue 26 §1). Opening it shows the
 * order and a Confirm button; only the button confirms (link previews open links too). No sign-in.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadCodLink(request, context.api);
}

export function action({ request, context }: Route.ActionArgs) {
  return codLinkAction(request, context.api);
}

export function meta() {
  return [{ title: "Confirm your order | Rangrez Boutique" }, { name: "robots", content: "noindex" }];
}

export default function CodConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CodLinkTemplate data={loaderData} result={actionData} />;
}
