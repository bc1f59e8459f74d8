import { type Category, categoryHref } from "@storefront/features/catalog/api";
import { imageUrl } from "@storefront/lib/images";
import type { Section } from "@storefront/lib/section";
import { Link } from "react-router";
import { imageSrcSet } from "../image-set";

/** The section's top-level categories from /api/categories/all/{tag}; nothing is shown when there are none. */
export function CategoryStrip({ section, categories }: { section: Section; categories: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <section
      id="shop-by-category"
      aria-labelledby="category-strip-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
    >
      <div className="text-center">
        <p className="eyebrow">Shop {section}</p>
        <h2 id="category-strip-title" className="mt-3 text-3xl text-maroon sm:text-4xl">
          Find your next favourite
        </h2>
      </div>
      <ul className="-mx-4 mt-10 relative flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:grid sm:grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] sm:overflow-visible sm:px-0">
        {categories.map((category) => (
          <li key={category.id} className="w-36 shrink-0 snap-start sm:w-auto">
            <Link to={categoryHref(category)} className="group block text-center">
              <div className="aspect-[3/4] overflow-hidden border border-line bg-ivory-deep">
                {category.image ? (
                  <img
                    src={imageUrl(category.image, 320)}
                    srcSet={imageSrcSet(category.image, [160, 320, 480], 640)}
                    sizes="(min-width: 640px) 200px, 144px"
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={300}
                    height={400}
                    className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
                  />
                ) : (
                  <span className="flex h-full items-center justify-center font-display text-5xl text-gold/70">
                    {category.name.charAt(0)}
                  </span>
                )}
              </div>
              <span className="mt-3 block text-sm font-medium tracking-wide uppercase group-hover:text-maroon">
                {category.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
