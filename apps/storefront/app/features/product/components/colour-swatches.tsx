import type { ColourVariant } from "@boutique/shared/schemas/product-detail";
import { imageUrl } from "@storefront/lib/images";
import { Link } from "react-router";
import { productHref } from "../api";

/** Colour links (/singleproduct/…/p/{id}/{colour id}): plain links, so they work before JavaScript loads. */
export function ColourSwatches({
  product,
  variants,
  selectedId,
}: {
  product: { name: string; id: number };
  variants: ColourVariant[];
  selectedId: number;
}) {
  if (variants.length < 2) return null;
  return (
    <nav aria-label="Colours" className="mt-6">
      <p className="field-label">
        Colour:{" "}
        <span className="font-normal text-muted">{variants.find((v) => v.id === selectedId)?.name}</span>
      </p>
      <ul className="flex flex-wrap gap-3">
        {variants.map((variant) => {
          const selected = variant.id === selectedId;
          const thumb = variant.image.find((item) => item.type === "image")?.image;
          return (
            <li key={variant.id}>
              <Link
                to={productHref(product, variant.id)}
                preventScrollReset
                replace
                // The same two, readable from the server's HTML before this code loads (decision 017).
                data-router-replace=""
                data-router-keep-scroll=""
                aria-current={selected ? "true" : undefined}
                title={variant.quantity > 0 ? variant.name : `${variant.name} (sold out)`}
                className={`group block w-16 text-center text-xs ${selected ? "text-maroon" : "text-muted hover:text-ink"}`}
              >
                <span
                  className={`block aspect-[3/4] overflow-hidden border-2 ${selected ? "border-maroon" : "border-line group-hover:border-gold"}`}
                >
                  {thumb ? (
                    <img
                      src={imageUrl(thumb, 160)}
                      width={64}
                      height={85}
                      alt=""
                      loading="lazy"
                      className={`h-full w-full object-cover ${variant.quantity > 0 ? "" : "opacity-50 grayscale"}`}
                    />
                  ) : null}
                </span>
                <span className="mt-1 block truncate">{variant.name}</span>
                {variant.quantity > 0 ? null : <span className="block text-[0.65rem]">Sold out</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
