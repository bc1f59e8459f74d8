import { imageUrl } from "@storefront/lib/images";
import type { MetaDescriptor } from "react-router";
import { type Card, productCardHref } from "./api";
import type { Crumb } from "./components/breadcrumb";
import { PAGE_SIZE } from "./listing-params";

const SHOP_NAME = "Rangrez Boutique";
const SHARE_IMAGE_WIDTH = 1280;

export type ListingSeo = {
  title: string;
  description: string;
  trail: Crumb[];
  products: Card[];
  totalCount: number;
  page: number;
  banner: string | null;
  /** Absolute origin and the page's own path: crawlers do not resolve relative URLs reliably. */
  origin: string;
  pathname: string;
};

/**
 * Title, description, canonical URL (filters left out: they are views of the same page), Open Graph
 * and JSON-LD (CollectionPage with an ItemList of this page's products, BreadcrumbList).
 */
export function categoryMeta(seo: ListingSeo): MetaDescriptor[] {
  const canonical = new URL(seo.page > 1 ? `${seo.pathname}?page=${seo.page}` : seo.pathname, seo.origin)
    .href;
  const title = `${seo.title} | ${SHOP_NAME}`;
  const image = seo.banner ? new URL(imageUrl(seo.banner, SHARE_IMAGE_WIDTH), seo.origin).href : null;
  const first = (seo.page - 1) * PAGE_SIZE + 1;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: canonical },
    ...(image ? [{ property: "og:image", content: image }] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: seo.title,
        description: seo.description,
        url: canonical,
        mainEntity: {
          "@type": "ItemList",
          numberOfItems: seo.totalCount,
          itemListElement: seo.products.map((product, index) => ({
            "@type": "ListItem",
            position: first + index,
            name: product.name,
            url: new URL(productCardHref(product), seo.origin).href,
          })),
        },
        breadcrumb: {
          "@type": "BreadcrumbList",
          itemListElement: seo.trail.map((crumb, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: crumb.label,
            ...(crumb.href ? { item: new URL(crumb.href, seo.origin).href } : {}),
          })),
        },
      },
    },
  ];
}
