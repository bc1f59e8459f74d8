import { formatRupees } from "@storefront/features/catalog/format";
import { imageUrl } from "@storefront/lib/images";
import { Link } from "react-router";
import { productHref, type TrendingProduct } from "../api";
import { imageSrcSet } from "../image-set";
import { Carousel } from "./carousel";
import { SectionHeading } from "./section-heading";

/** Trending products (GET /api/products/trending); hidden until the call returns some. */
export function TrendingProducts({ products }: { products: TrendingProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="trending-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <Carousel
        label="Trending now"
        heading={<SectionHeading id="trending-title" eyebrow="Trending now" title="Loved this week" />}
        items={products}
        itemKey={(product) => product.id}
        renderItem={(product) => <ProductTile product={product} />}
      />
    </section>
  );
}

function ProductTile({ product }: { product: TrendingProduct }) {
  const off =
    product.regular_price > product.selling_price
      ? Math.round(((product.regular_price - product.selling_price) / product.regular_price) * 100)
      : 0;
  return (
    <Link to={productHref(product)} className="group block">
      <div className="relative aspect-[3/4] overflow-hidden border border-line bg-ivory-deep">
        {product.image ? (
          <img
            src={imageUrl(product.image, 480)}
            srcSet={imageSrcSet(product.image, [320, 480, 640], 768)}
            sizes="(min-width: 1024px) 290px, (min-width: 600px) 31vw, 46vw"
            width={600}
            height={800}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition duration-700 group-hover:scale-105"
          />
        ) : null}
        {off > 0 ? (
          <span className="absolute top-2 left-2 bg-maroon px-2 py-1 text-[0.7rem] font-semibold tracking-wide text-white">
            {off}% off
          </span>
        ) : null}
      </div>
      {product.category ? (
        <p className="mt-3 text-[0.7rem] tracking-[0.15em] text-muted uppercase">{product.category}</p>
      ) : null}
      <h3 className="mt-1 line-clamp-2 font-sans text-sm font-medium text-ink group-hover:text-maroon">
        {product.name}
      </h3>
      <p className="mt-1 text-sm">
        <span className="font-semibold text-maroon">{formatRupees(product.selling_price)}</span>
        {off > 0 ? (
          <>
            {" "}
            <span className="sr-only">, was</span>
            <s className="text-muted">{formatRupees(product.regular_price)}</s>
          </>
        ) : null}
      </p>
    </Link>
  );
}
