import type { ProductDetailResponse } from "@boutique/shared/schemas/product-detail";
import { imageUrl } from "@storefront/lib/images";
import type { MetaDescriptor } from "react-router";
import { categoryHref, productHref } from "./api";

const SHOP_NAME = "Rangrez Boutique";
const DESCRIPTION_LENGTH = 155;
/** Share previews want a large picture; the API snaps widths to its own steps. */
const SHARE_IMAGE_WIDTH = 1280;

/** Text of the sanitised description HTML, for meta tags (never rendered as HTML). */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d|div)>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

function clip(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), length - 20))}…`;
}

/** The page's images as absolute URLs (crawlers do not resolve relative ones reliably). */
function absoluteImages(detail: ProductDetailResponse, origin: string): string[] {
  const colour = detail.colorVariants.find((variant) => variant.id === detail.product.variant_id);
  const files = (colour?.image ?? []).filter((item) => item.type === "image").map((item) => item.image);
  if (files.length === 0 && detail.product.image) files.push(detail.product.image);
  return files.map((file) => new URL(imageUrl(file, SHARE_IMAGE_WIDTH), origin).href);
}

/**
 * Title, description, canonical URL, Open Graph, Twitter card and JSON-LD (Product with an INR offer,
 * BreadcrumbList), so search engines and share previews see the product without JavaScript.
 */
export function productMeta(detail: ProductDetailResponse, origin: string): MetaDescriptor[] {
  const { product } = detail;
  const canonical = new URL(productHref(product), origin).href;
  const title = `${product.name} | ${SHOP_NAME}`;
  const summary = plainText(product.description);
  const description = clip(
    summary || `${product.name} in ${product.color}, from our ${product.category.name} collection.`,
    DESCRIPTION_LENGTH,
  );
  const images = absoluteImages(detail, origin);
  const price = product.selling_price.toFixed(2);
  const inStock = product.quantity > 0;

  const offer = {
    "@type": "Offer",
    url: canonical,
    priceCurrency: "INR",
    price,
    availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
    seller: { "@type": "Organization", name: SHOP_NAME },
  };
  const productLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: summary || description,
    image: images,
    sku: product.style_no || String(product.id),
    color: product.color,
    category: product.category.name,
    brand: { "@type": "Brand", name: SHOP_NAME },
    offers: offer,
  };
  if (product.review_count > 0) {
    productLd.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: product.rating,
      reviewCount: product.review_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const breadcrumbLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: new URL("/", origin).href },
      {
        "@type": "ListItem",
        position: 2,
        name: product.category.name,
        item: new URL(categoryHref(product.category), origin).href,
      },
      { "@type": "ListItem", position: 3, name: product.name, item: canonical },
    ],
  };

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: SHOP_NAME },
    { property: "og:type", content: "product" },
    { property: "og:title", content: product.name },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "product:price:amount", content: price },
    { property: "product:price:currency", content: "INR" },
    { property: "product:availability", content: inStock ? "in stock" : "out of stock" },
    { name: "twitter:card", content: images.length > 0 ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: product.name },
    { name: "twitter:description", content: description },
    { "script:ld+json": productLd },
    { "script:ld+json": breadcrumbLd },
  ];
  if (images[0]) {
    tags.push(
      { property: "og:image", content: images[0] },
      { property: "og:image:alt", content: `${product.name} in ${product.color}` },
      { name: "twitter:image", content: images[0] },
    );
  }
  return tags;
}
