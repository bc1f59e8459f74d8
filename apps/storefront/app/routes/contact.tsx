import { policiesOrNull } from "@storefront/features/pages/api";
import { contactAction } from "@storefront/features/pages/contact.server";
import { originOf, pageMeta } from "@storefront/features/pages/page-meta";
import { ContactTemplate } from "@storefront/features/pages/templates/contact-template";
import type { Route } from "./+types/contact";

const DESCRIPTION =
  "Call, WhatsApp or write to Rangrez Boutique in New Delhi about sizing, custom stitching, orders and delivery. Replies within 48 hours.";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { origin: originOf(request), policies: await policiesOrNull(context.api) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Contact us",
    description: DESCRIPTION,
    path: "/contact",
    origin: loaderData?.origin,
  });
}

export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context.api);
}

export default function Contact({ actionData, loaderData }: Route.ComponentProps) {
  return <ContactTemplate result={actionData} policies={loaderData.policies} />;
}
