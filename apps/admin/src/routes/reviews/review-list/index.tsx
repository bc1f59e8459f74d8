import { PageHeader } from "@admin/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@admin/components/states";
import { type ReviewFilters, useReviews } from "@admin/hooks/api/reviews";
import { cn } from "@admin/lib/cn";
import { useSearchParams } from "react-router";
import { ReviewEntry } from "./review-entry";

const VISIBILITY = [
  { value: "all", label: "All reviews" },
  { value: "shown", label: "Shown in the shop" },
  { value: "hidden", label: "Hidden" },
] as const;
type Visibility = (typeof VISIBILITY)[number]["value"];

/**
 * Staff read what customers wrote and hide a review from the shop (or show it again). Opens on the
 * newest reviews of every product; `?product=` narrows to one product's reviews.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const productParam = Number(params.get("product"));
  const productId = Number.isInteger(productParam) && productParam > 0 ? productParam : undefined;
  const visibilityParam = params.get("show");
  const visibility: Visibility =
    visibilityParam === "shown" || visibilityParam === "hidden" ? visibilityParam : "all";
  const filters: ReviewFilters = {
    productId,
    hidden: visibility === "all" ? undefined : visibility === "hidden",
  };
  const reviews = useReviews(filters);
  // The product choices: every product among the newest reviews, plus the one open now.
  const everything = useReviews({});
  const products = new Map<number, string>();
  for (const review of [...(everything.data ?? []), ...(reviews.data ?? [])])
    products.set(review.product_id, review.product_name);

  const setParam = (key: "product" | "show", value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const productName = productId ? products.get(productId) : undefined;
  return (
    <>
      <PageHeader
        title="Reviews"
        description={
          productName
            ? `Every review of ${productName}, hidden ones too.`
            : "The newest reviews customers wrote. Hidden reviews stay here but leave the shop."
        }
      />
      <div className="panel mb-4 flex flex-wrap items-end gap-4 px-5 py-4">
        <div className="space-y-1.5">
          <label htmlFor="review-product" className="block text-sm font-medium text-stone-800">
            Product
          </label>
          <select
            id="review-product"
            value={productId ?? ""}
            onChange={(event) => setParam("product", event.currentTarget.value || undefined)}
            className="block h-10 max-w-72 rounded-md border border-stone-300 bg-white px-3 pr-8 text-sm text-stone-900 shadow-sm focus-ring"
          >
            <option value="">All products</option>
            {[...products].map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="review-visibility" className="block text-sm font-medium text-stone-800">
            Show
          </label>
          <select
            id="review-visibility"
            value={visibility}
            onChange={(event) =>
              setParam("show", event.currentTarget.value === "all" ? undefined : event.currentTarget.value)
            }
            className="block h-10 rounded-md border border-stone-300 bg-white px-3 pr-8 text-sm text-stone-900 shadow-sm focus-ring"
          >
            {VISIBILITY.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <section
        aria-label="Reviews"
        className={cn("panel overflow-hidden", reviews.isFetching && "opacity-80")}
      >
        {reviews.isPending ? (
          <LoadingState label="Loading reviews…" />
        ) : reviews.error ? (
          <ErrorState
            title="Reviews could not be loaded"
            message={reviews.error.message}
            onRetry={() => void reviews.refetch()}
          />
        ) : reviews.data.length === 0 ? (
          <EmptyState title="No reviews here">
            Reviews appear as customers write them on product pages.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-stone-200">
            {reviews.data.map((review) => (
              <ReviewEntry
                key={review.id}
                review={review}
                onOpenProduct={productId ? undefined : () => setParam("product", String(review.product_id))}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
