import { TERMS_DESCRIPTION } from "@storefront/features/pages/content/descriptions";
import { originOf, pageMeta } from "@storefront/features/pages/page-meta";
import { deferredSection } from "@storefront/lib/deferred-section";
import type { Route } from "./+types/terms";

// Policy text is static: the browser keeps the server's HTML and loads no code for it (decision 017).
const TermsTemplate = deferredSection(
  () =>
    import("@storefront/features/pages/templates/policy-templates").then((module) => module.TermsTemplate),
  { hydrate: "never" },
);

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
