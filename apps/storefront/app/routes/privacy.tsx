import { PRIVACY_DESCRIPTION } from "@storefront/features/pages/content/descriptions";
import { originOf, pageMeta } from "@storefront/features/pages/page-meta";
import { PrivacySection } from "@storefront/features/pages/templates/policy-sections";
import type { Route } from "./+types/privacy";

export function loader({ request }: Route.LoaderArgs) {
  return { origin: originOf(request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Privacy policy",
    description: PRIVACY_DESCRIPTION,
    path: "/PrivacyPolicy",
    origin: loaderData?.origin,
  });
}

export default function Privacy() {
  return <PrivacySection />;
}
