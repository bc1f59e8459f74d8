import { BESTSELLER_HREF, type Category, categoryHref } from "@storefront/features/catalog/api";
import { Link } from "react-router";

/**
 * Desktop category menu. Panels open on hover and on keyboard focus (CSS :focus-within),
 * so it works before and without JavaScript.
 */
export function MegaMenu({ categories }: { categories: Category[] }) {
  return (
    <nav aria-label="Categories" className="hidden border-t border-line lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-1 px-6">
        {categories.map((category) => {
          const children = category.subcategories ?? [];
          return (
            <li key={category.id} className="group relative">
              <Link
                to={categoryHref(category)}
                className="block px-4 py-3 text-sm font-medium tracking-wide text-ink uppercase group-hover:text-maroon"
              >
                {category.name}
              </Link>
              {children.length > 0 ? (
                <div className="invisible absolute left-1/2 z-30 w-max max-w-3xl -translate-x-1/2 border border-line bg-white p-6 opacity-0 shadow-xl transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                  <ul className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-x-8 gap-y-5 min-w-[22rem]">
                    {children.map((child) => (
                      <li key={child.id}>
                        <Link
                          to={categoryHref(child)}
                          className="font-display text-base text-maroon hover:underline"
                        >
                          {child.name}
                        </Link>
                        {child.subcategories?.length ? (
                          <ul className="mt-2 space-y-1.5">
                            {child.subcategories.map((leaf) => (
                              <li key={leaf.id}>
                                <Link
                                  to={categoryHref(leaf)}
                                  className="text-sm text-muted hover:text-maroon"
                                >
                                  {leaf.name}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          );
        })}
        <li>
          <Link
            to={BESTSELLER_HREF}
            className="block px-4 py-3 text-sm font-semibold tracking-wide text-gold-deep uppercase hover:text-maroon"
          >
            Bestseller
          </Link>
        </li>
      </ul>
    </nav>
  );
}
