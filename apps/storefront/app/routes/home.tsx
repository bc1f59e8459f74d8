import { HomeTemplate } from "@storefront/features/home/templates/home-template";
import { SHOP } from "@storefront/features/layout/shop-details";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";

const DESCRIPTION =
  "Handcrafted Indian ethnic wear for women, men and kids: suits, lehengas, sarees, turbans and fabrics, shipped worldwide.";

export function meta() {
  return [
    { title: "Rangrez Boutique | Indian ethnic wear, shipped worldwide" },
    { name: "description", content: DESCRIPTION },
    { property: "og:title", content: "Rangrez Boutique" },
    { property: "og:description", content: DESCRIPTION },
    { property: "og:type", content: "website" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ClothingStore",
        name: SHOP.name,
        description: DESCRIPTION,
        telephone: SHOP.phoneDisplay,
        email: SHOP.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: SHOP.street,
          addressLocality: "New Delhi",
          postalCode: "110003",
          addressCountry: "IN",
        },
        openingHours: "Mo-Sa 10:00-18:00",
        sameAs: SHOP.socials.map((social) => social.href),
      },
    },
  ];
}

export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <HomeTemplate
      section={root?.section ?? "Women"}
      categories={root?.categories ?? []}
      signedIn={Boolean(root?.user)}
    />
  );
}
