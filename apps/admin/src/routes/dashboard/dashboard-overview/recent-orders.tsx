import { EmptyState, ErrorState, LoadingState } from "@admin/components/states";

type Props = { loading: boolean; error: Error | null; onRetry: () => void };

/**
 * GET /api/admin/orders is not built yet and answers 404: "No orders yet". Its rows, their shared schema
 * and their table come with it (see hooks/api/orders); an answer it cannot read shows as an error.
 */
export function RecentOrders({ loading, error, onRetry }: Props) {
  return (
    <section aria-labelledby="recent-orders-title" className="panel mt-8 overflow-hidden">
      <header className="border-b border-stone-200 px-5 py-4">
        <h2 id="recent-orders-title" className="text-base font-semibold text-stone-900">
          Recent orders
        </h2>
      </header>
      {loading ? (
        <LoadingState label="Loading orders…" />
      ) : error ? (
        <ErrorState title="Orders could not be loaded" message={error.message} onRetry={onRetry} />
      ) : (
        <EmptyState title="No orders yet">New orders will appear here as customers check out.</EmptyState>
      )}
    </section>
  );
}
