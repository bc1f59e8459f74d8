import type { ProductDeliveryAnswer } from "@boutique/shared/schemas/delivery";
import type { ProductDetailResponse } from "@boutique/shared/schemas/product-detail";
import type { SizeChart } from "@boutique/shared/schemas/size-chart";
import { Breadcrumb } from "@storefront/features/catalog/components/breadcrumb";
import { deferredSection } from "@storefront/lib/deferred-section";
import { Link } from "react-router";
import { categoryHref } from "../api";
import type { DeliveryCountry } from "../components/delivery-promise";
import { PurchasePanel } from "../components/purchase-panel";
import type { ReviewStatus } from "../review-api";

// Decision 017: the static parts (pictures, price, colours, badges, accordions, related pieces) keep the
// server's HTML and load no code; the review tabs load theirs as the shopper scrolls to them.
const NEVER = { hydrate: "never" } as const;
const Gallery = deferredSection(
  () => import("../components/gallery").then((module) => module.Gallery),
  NEVER,
);
const Stars = deferredSection(() => import("../components/stars").then((module) => module.Stars), {
  ...NEVER,
  // Inside the rating link's paragraph: a <div> there would end the paragraph in the HTML parser.
  as: "span",
  className: "inline-flex",
});
const PriceBlock = deferredSection(
  () => import("../components/price-block").then((module) => module.PriceBlock),
  NEVER,
);
const ColourSwatches = deferredSection(
  () => import("../components/colour-swatches").then((module) => module.ColourSwatches),
  NEVER,
);
const TrustBadges = deferredSection(
  () => import("../components/trust-badges").then((module) => module.TrustBadges),
  NEVER,
);
const DeliveryPromise = deferredSection(
  () => import("../components/delivery-promise").then((module) => module.DeliveryPromise),
  NEVER,
);
const ShareLinks = deferredSection(
  () => import("../components/share-links").then((module) => module.ShareLinks),
  NEVER,
);
const ProductAccordions = deferredSection(
  () => import("../components/product-accordions").then((module) => module.ProductAccordions),
  NEVER,
);
const ReviewTabs = deferredSection(() =>
  import("../components/review-tabs").then((module) => module.ReviewTabs),
);
const ProductFaq = deferredSection(
  () => import("../components/product-faq").then((module) => module.ProductFaq),
  NEVER,
);
const RelatedProducts = deferredSection(
  () => import("../components/related-products").then((module) => module.RelatedProducts),
  NEVER,
);
const ServiceStrip = deferredSection(
  () => import("../components/service-strip").then((module) => module.ServiceStrip),
  NEVER,
);

export type ProductPageData = {
  detail: ProductDetailResponse;
  dollarRate: number | null;
  canonical: string;
  shareImage: string | null;
  pagePath: string;
  /** Whether the signed-in shopper may write a review; null for a guest. */
  reviewStatus?: ReviewStatus | null;
  /** The category's size chart (issue 27 §1); null or absent: no Size chart button. */
  sizeChart?: SizeChart | null;
  /** The earliest delivery days to the shopper's country, and the countries the shop ships to (issue 27 §3). */
  delivery?: { answer: ProductDeliveryAnswer; countries: DeliveryCountry[] } | null;
};

/** Spec §2 "Product page": gallery and purchase column, then reviews, questions and related pieces. */
export function ProductTemplate({ data, signedIn }: { data: ProductPageData; signedIn: boolean }) {
  const { detail, dollarRate, canonical, shareImage, pagePath } = data;
  const { product } = detail;
  const colour = detail.colorVariants.find((variant) => variant.id === product.variant_id);
  const perMetre = product.category.kind === "turban" || product.category.kind === "fabric";

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-12 sm:px-6">
        <Breadcrumb
          trail={[
            { label: "Home", href: "/" },
            { label: product.category.name, href: categoryHref(product.category) },
            { label: product.name },
          ]}
        />

        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
          {/* On desktop the pictures stay in view while the shopper reads and chooses. */}
          <div className="lg:sticky lg:top-4 lg:self-start">
            <Gallery items={colour?.image ?? []} alt={`${product.name} in ${product.color}`} />
          </div>

          <div>
            <p className="eyebrow">
              <Link to={categoryHref(product.category)}>{product.category.name}</Link>
            </p>
            <h1 className="mt-2 text-3xl leading-tight text-ink sm:text-4xl">{product.name}</h1>
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              {product.style_no ? <span>Style no. {product.style_no}</span> : null}
              {product.review_count > 0 ? (
                <a href="#reviews" className="inline-flex items-center gap-1.5 hover:text-maroon">
                  <Stars rating={product.rating} />
                  {product.review_count} {product.review_count === 1 ? "review" : "reviews"}
                </a>
              ) : null}
            </p>
            <PriceBlock
              selling={product.selling_price}
              regular={product.regular_price}
              discount={product.discount}
              dollarRate={dollarRate}
              unit={perMetre ? "per metre" : undefined}
            />
            <ColourSwatches
              product={product}
              variants={detail.colorVariants}
              selectedId={product.variant_id}
            />
            {/* A new colour brings its own sizes and stock: start its choices afresh. */}
            <PurchasePanel
              key={product.variant_id}
              product={product}
              sizes={detail.sizes}
              dollarRate={dollarRate}
              signedIn={signedIn}
              pagePath={pagePath}
              sizeChart={data.sizeChart ?? null}
            />
            {data.delivery ? (
              <DeliveryPromise
                delivery={data.delivery.answer}
                countries={data.delivery.countries}
                pagePath={pagePath}
              />
            ) : null}
            <TrustBadges />
            <ShareLinks url={canonical} title={product.name} image={shareImage} />
            <ProductAccordions product={product} />
          </div>
        </div>

        <div className="render-later mt-16 grid gap-12 lg:grid-cols-2">
          <ReviewTabs
            productId={product.id}
            reviews={detail.reviews}
            rating={product.rating}
            count={product.review_count}
            reviewStatus={data.reviewStatus ?? null}
          />
          <ProductFaq />
        </div>

        <div className="render-later mt-16">
          <RelatedProducts products={detail.related} />
        </div>
      </div>
      <ServiceStrip about={{ name: product.name, url: canonical }} />
    </>
  );
}
