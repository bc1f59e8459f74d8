import { FAQ_DESCRIPTION } from "@storefront/features/pages/content/faq";
import { originOf, pageMeta } from "@storefront/features/pages/page-meta";
import { FaqTemplate, faqJsonLd } from "@storefront/features/pages/templates/faq-template";
import type { Route } from "./+types/faq";

export function loader({ request }: Route.LoaderArgs) {
  return { origin: originOf(request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Frequently asked questions",
      description: FAQ_DESCRIPTION,
      path: "/FAQ",
      origin: loaderData?.origin,
    }),
    { "script:ld+json": faqJsonLd() },
  ];
}

export default function Faq() {
  return <FaqTemplate />;
}
