import { ABOUT_DESCRIPTION } from "@storefront/features/pages/content/descriptions";
import { originOf, pageMeta } from "@storefront/features/pages/page-meta";
import { deferredSection } from "@storefront/lib/deferred-section";
import type { Route } from "./+types/about";

// The page is static: the browser keeps the server's HTML and loads no code for it (decision 017).
const AboutTemplate = deferredSection(
  () => import("@storefront/features/pages/templates/about-template").then((module) => module.AboutTemplate),
  { hydrate: "never" },
);

export function loader({ request }: Route.LoaderArgs) {
  return { origin: originOf(request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "About us",
    description: ABOUT_DESCRIPTION,
    path: "/about",
    origin: loaderData?.origin,
  });
}

export default function About() {
  return <AboutTemplate />;
}
