import { formatIndian } from "@storefront/features/catalog/format";
import { imageUrl } from "@storefront/lib/images";
import { Link } from "react-router";
import { type BudgetTile, budgetHref } from "../api";
import { imageSrcSet } from "../image-set";
import { SectionHeading } from "./section-heading";

/** Shop by budget: each tile opens its category with the price cap (spec §2: /category/{cat}?maxPrice=). */
export function BudgetTiles({ tiles }: { tiles: BudgetTile[] }) {
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="budget-title" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="budget-title"
          eyebrow="Shop by budget"
          title="Something special at every price"
          align="center"
        />
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {tiles.map((tile) => (
            <li key={tile.id}>
              <Link to={budgetHref(tile)} className="group relative block overflow-hidden bg-ivory-deep">
                {tile.image ? (
                  <img
                    src={imageUrl(tile.image, 320)}
                    srcSet={imageSrcSet(tile.image, [160, 320], 400)}
                    sizes="(min-width: 1024px) 290px, 45vw"
                    width={400}
                    height={550}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="block aspect-[8/11] h-auto w-full object-cover transition duration-700 group-hover:scale-105"
                  />
                ) : (
                  <div className="aspect-[8/11]" />
                )}
                <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/85 via-ink/45 to-transparent px-4 pt-16 pb-4 text-center text-white">
                  <p className="text-[0.7rem] font-semibold tracking-[0.2em] text-gold-soft uppercase">
                    Under
                  </p>
                  <p className="font-display text-2xl sm:text-3xl">Rs {formatIndian(tile.max_price, 0)}</p>
                  <span className="sr-only">{tile.name}</span>
                  <span className="mt-2 inline-block border-b border-gold-soft pb-0.5 text-xs font-semibold tracking-wider uppercase">
                    {tile.button_text || "Shop Now"}
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
