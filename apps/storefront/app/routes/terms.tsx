import { TERMS_DESCRIPTION } from "@storefront/features/pages/content/terms";
import { originOf, pageMeta } from "@storefront/features/pages/page-meta";
import { TermsTemplate } from "@storefront/features/pages/templates/policy-templates";
import type { Route } from "./+types/terms";

export function loader({ request }: Route.LoaderArgs) {
  return { origin: originOf(request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Terms of service",
    description: TERMS_DESCRIPTION,
    path: "/TermsOfService",
    origin: loaderData?.origin,
  });
}

export default function Terms() {
  return <TermsTemplate />;
}
