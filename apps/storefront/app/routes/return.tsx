import { isSignedIn } from "@storefront/features/pages/api";
import { RETURNS_DESCRIPTION } from "@storefront/features/pages/content/descriptions";
import { originOf, pageMeta } from "@storefront/features/pages/page-meta";
import { ReturnSection } from "@storefront/features/pages/templates/policy-sections";
import { loginHref } from "@storefront/lib/safe-redirect";
import { redirect } from "react-router";
import type { Route } from "./+types/return";

/** Spec §2, §6: the returns page is for signed-in shoppers; others sign in and come back here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await isSignedIn(context.api))) throw redirect(loginHref("/Return"));
  return { origin: originOf(request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Returns and exchanges",
    description: RETURNS_DESCRIPTION,
    path: "/Return",
    origin: loaderData?.origin,
    noindex: true,
  });
}

export default function Return() {
  return <ReturnSection />;
}
