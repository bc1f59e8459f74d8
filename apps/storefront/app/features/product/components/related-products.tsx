import type { RelatedProduct } from "@boutique/shared/schemas/product-detail";
import { imageUrl } from "@storefront/lib/images";
import { Link } from "react-router";
import { productHref } from "../api";
import { rupeeLabel } from "../money";

/** Up to eight pieces from the same category: a swipeable row on phones, four across on desktop. */
export function RelatedProducts({ products }: { products: RelatedProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-title">
      <p className="eyebrow">You may also like</p>
      <h2 id="related-title" className="mt-2 text-2xl text-maroon">
        More from this collection
      </h2>
      <ul className="-mx-4 mt-6 relative flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-4 lg:overflow-visible">
        {products.map((product) => (
          <li key={product.id} className="w-[46%] shrink-0 snap-start sm:w-[31%] lg:w-auto">
            <Link to={productHref(product)} className="group block">
              <div className="relative aspect-[3/4] overflow-hidden border border-line bg-ivory-deep">
                {product.image ? (
                  <img
                    src={imageUrl(product.image, 480)}
                    srcSet={`${imageUrl(product.image, 320)} 320w, ${imageUrl(product.image, 480)} 480w, ${imageUrl(product.image, 640)} 640w`}
                    sizes="(min-width: 1024px) 300px, (min-width: 640px) 31vw, 46vw"
                    width={600}
                    height={800}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover transition duration-700 group-hover:scale-105"
                  />
                ) : null}
                {product.discount > 0 ? (
                  <span className="absolute top-2 left-2 bg-maroon px-2 py-1 text-[0.7rem] font-semibold text-white">
                    {product.discount}% off
                  </span>
                ) : null}
              </div>
              <h3 className="mt-3 line-clamp-2 font-sans text-sm font-medium text-ink group-hover:text-maroon">
                {product.name}
              </h3>
              <p className="mt-1 text-sm">
                <span className="font-semibold text-maroon">{rupeeLabel(product.selling_price)}</span>
                {product.discount > 0 ? (
                  <>
                    {" "}
                    <span className="sr-only">, was</span>
                    <s className="text-muted">{rupeeLabel(product.regular_price)}</s>
                  </>
                ) : null}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
