import { CardCartActions } from "@storefront/features/cart/components/card-actions";
import type { Card } from "../api";
import { ProductGrid } from "../components/product-card";

export function SearchTemplate({
  query,
  products,
  dollarRate,
}: {
  query: string;
  products: Card[];
  dollarRate: number | null;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6">
      <p className="eyebrow">Search</p>
      <h1 className="mt-2 text-3xl text-maroon sm:text-4xl">Results for “{query}”</h1>
      <p className="mt-1 border-b border-line pb-5 text-sm text-muted" aria-live="polite">
        {products.length === 0
          ? "No products"
          : `${products.length} ${products.length === 1 ? "product" : "products"}`}
      </p>
      <div className="mt-8">
        {/* The cards' names are h3s: this keeps the outline h1, h2, h3. */}
        <h2 className="sr-only">Products</h2>
        {products.length > 0 ? (
          <ProductGrid
            cards={products}
            dollarRate={dollarRate}
            label={`Results for ${query}`}
            actions={(card) => <CardCartActions card={card} />}
          />
        ) : (
          <div className="border border-dashed border-line px-6 py-16 text-center">
            <p className="font-display text-2xl text-maroon">No products found</p>
            <p className="mt-2 text-sm text-muted">
              Check the spelling or try a shorter word, such as “saree” or “lehenga”.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
