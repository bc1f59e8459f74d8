import { CardCartActions } from "@storefront/features/cart/components/card-actions";
import { imageUrl } from "@storefront/lib/images";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { Link, useLocation, useNavigation } from "react-router";
import type { CardListing, CategoryFilters } from "../api";
import { Breadcrumb, type Crumb } from "../components/breadcrumb";
import { FILTERS_ID, FilterSidebar } from "../components/filter-sidebar";
import { Pagination } from "../components/pagination";
import { ProductGrid } from "../components/product-card";
import { SortForm } from "../components/sort-form";
import { hasFilters, type ListingState, PAGE_SIZE } from "../listing-params";

// 768 for phones at 360-412 px and a density under 2 (a 960 picture is 40% more bytes there).
const BANNER_WIDTHS = [480, 640, 768, 960, 1280, 1920];

export type CategoryPageData = {
  title: string;
  description: string;
  trail: Crumb[];
  listing: CardListing;
  filters: CategoryFilters;
  state: ListingState;
  defaultSort: string;
  dollarRate: number | null;
  origin: string;
  pathname: string;
};

function Banner({ file, title }: { file: string; title: string }) {
  return (
    <div className="bg-ivory-deep">
      <img
        src={imageUrl(file, 1280)}
        srcSet={BANNER_WIDTHS.map((width) => `${imageUrl(file, width)} ${width}w`).join(", ")}
        sizes="100vw"
        width={1920}
        height={352}
        alt={`${title} collection`}
        fetchPriority="high"
        className="mx-auto aspect-[1920/352] max-h-72 w-full max-w-[1920px] object-cover"
      />
    </div>
  );
}

export function CategoryTemplate({ data }: { data: CategoryPageData }) {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === pathname;
  const { listing, filters, state } = data;
  const first = (state.page - 1) * PAGE_SIZE + 1;
  const last = first + listing.products.length - 1;
  return (
    <div id="top">
      {filters.banner ? <Banner file={filters.banner} title={data.title} /> : null}
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6">
        <Breadcrumb trail={data.trail} />
        <div className="mt-4 flex flex-wrap items-end justify-between gap-4 border-b border-line pb-5">
          <div>
            <h1 className="text-3xl text-maroon sm:text-4xl">{data.title}</h1>
            <p className="mt-1 text-sm text-muted" aria-live="polite">
              {listing.totalCount === 0
                ? "No products"
                : listing.products.length === 0
                  ? `${listing.totalCount} products`
                  : `Showing ${first}–${last} of ${listing.totalCount} products`}
            </p>
          </div>
          <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
            <a href={`#${FILTERS_ID}`} className="btn-outline px-4 py-2 lg:hidden">
              <SlidersHorizontal size={16} aria-hidden />
              Filters
            </a>
            <SortForm action={pathname} state={state} defaultSort={data.defaultSort} />
          </div>
        </div>
        <div className="mt-8 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
          <aside aria-label="Filters">
            <FilterSidebar key={search} action={pathname} filters={filters} state={state} />
          </aside>
          <section
            aria-labelledby="category-products"
            aria-busy={loading}
            className={loading ? "opacity-60 transition-opacity" : ""}
          >
            {/* The cards' names are h3s: this keeps the outline h1, h2, h3. */}
            <h2 id="category-products" className="sr-only">
              Products
            </h2>
            {listing.products.length > 0 ? (
              <ProductGrid
                cards={listing.products}
                dollarRate={data.dollarRate}
                label={`${data.title} products`}
                actions={(card) => <CardCartActions card={card} />}
              />
            ) : (
              <EmptyState filtered={hasFilters(state)} pastEnd={listing.totalCount > 0} pathname={pathname} />
            )}
            <Pagination
              pathname={pathname}
              search={search}
              page={state.page}
              totalPages={listing.totalPages}
            />
          </section>
        </div>
      </div>
    </div>
  );
}

function EmptyState({
  filtered,
  pastEnd,
  pathname,
}: {
  filtered: boolean;
  pastEnd: boolean;
  pathname: string;
}) {
  return (
    <div className="border border-dashed border-line px-6 py-16 text-center">
      <p className="font-display text-2xl text-maroon">No Products Found</p>
      <p className="mt-2 text-sm text-muted">
        {pastEnd
          ? "This page is past the end of the list."
          : filtered
            ? "Nothing matches these filters. Try fewer filters or a wider price range."
            : "This category has no pieces yet. New designs arrive every week."}
      </p>
      <Link to={filtered || pastEnd ? pathname : "/"} className="btn-outline mt-6">
        {filtered || pastEnd ? "Show all products" : "Back to the boutique"}
      </Link>
    </div>
  );
}
