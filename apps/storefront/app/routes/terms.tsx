import { TERMS_DESCRIPTION } from "@storefront/features/pages/content/descriptions";
import { originOf, pageMeta } from "@storefront/features/pages/page-meta";
import { TermsSection } from "@storefront/features/pages/templates/policy-sections";
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
  return <TermsSection />;
}
