import { ABOUT_DESCRIPTION } from "@storefront/features/pages/content/about";
import { originOf, pageMeta } from "@storefront/features/pages/page-meta";
import { AboutTemplate } from "@storefront/features/pages/templates/about-template";
import type { Route } from "./+types/about";

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
