import type { ShopProfile } from "@boutique/shared/schemas/shop-profile-words";
import { getHomeContent } from "@storefront/features/home/api";
import { enquiryAction } from "@storefront/features/home/enquiry.server";
import { heroPreloads } from "@storefront/features/home/hero-preload";
import { HomeTemplate } from "@storefront/features/home/templates/home-template";
import { SOCIALS, shopFrom } from "@storefront/features/layout/shop-details";
import { imageUrl } from "@storefront/lib/images";
import { sectionFromRequest } from "@storefront/lib/section";
import { type ShouldRevalidateFunctionArgs, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/home";

const TITLE = "Rangrez Boutique | Indian ethnic wear, shipped worldwide";
const DESCRIPTION =
  "Handcrafted Indian ethnic wear for women, men and kids: suits, lehengas, sarees, turbans and fabrics, shipped worldwide.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const section = sectionFromRequest(request);
  const content = await getHomeContent(context.api, section);
  return { content, origin: new URL(request.url).origin };
}

export function action({ request, context }: Route.ActionArgs) {
  return enquiryAction(request, context.api);
}

/** Sending an enquiry changes nothing the page shows: keep the loaded content. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction?.startsWith("/?index")) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { shop?: ShopProfile | null }
    | undefined;
  const shop = shopFrom(root?.shop);
  const origin = loaderData?.origin ?? "";
  const url = `${origin}/`;
  const banner = loaderData?.content.banners.desktop[0]?.name;
  const image = banner ? `${origin}${imageUrl(banner, 1280)}` : null;
  return [
    { title: TITLE },
    { name: "description", content: DESCRIPTION },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: shop.name },
    { property: "og:title", content: TITLE },
    { property: "og:description", content: DESCRIPTION },
    { property: "og:url", content: url },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:width", content: "1280" },
          { property: "og:image:height", content: "487" },
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    ...heroPreloads(loaderData?.content.banners.desktop[0], loaderData?.content.banners.mobile[0]),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ClothingStore",
        name: shop.name,
        url,
        description: DESCRIPTION,
        ...(image ? { image } : {}),
        telephone: shop.phoneDisplay,
        email: shop.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: shop.address,
          addressCountry: "IN",
        },
        openingHours: "Mo-Sa 10:00-18:00",
        sameAs: SOCIALS.map((social) => social.href),
      },
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <HomeTemplate
      content={loaderData.content}
      section={root?.section ?? "Women"}
      categories={root?.categories ?? []}
      signedIn={Boolean(root?.user)}
    />
  );
}
