import { SHOP_NAME } from "@storefront/features/layout/shop-details";
import type { MetaDescriptor } from "react-router";

type PageMeta = {
  title: string;
  description: string;
  /** The page's own path, as the site links to it (/Shipping, /FAQ). */
  path: string;
  origin?: string;
  noindex?: boolean;
};

/** Title, description, canonical and Open Graph tags for a content page. */
export function pageMeta({ title, description, path, origin, noindex }: PageMeta): MetaDescriptor[] {
  const url = `${origin ?? ""}${path}`;
  return [
    { title: `${title} | ${SHOP_NAME}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: `${title} | ${SHOP_NAME}` },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:url", content: url },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The address the shopper reached us on, for absolute canonical URLs. */
export function originOf(request: Request): string {
  return new URL(request.url).origin;
}
