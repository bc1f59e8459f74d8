import { EmptyState, ErrorState, LoadingState } from "@admin/components/states";
import { formatDate, formatMoney } from "@admin/lib/format";
import type { RecentOrderRow } from "@boutique/shared/schemas/dashboard";
import { Link } from "react-router";
import { FulfilmentBadge, PaymentBadge } from "../../orders/badges";

type Props = {
  orders: RecentOrderRow[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
};

/** The ten newest orders, each opening its detail. */
export function RecentOrders({ orders, loading, error, onRetry }: Props) {
  return (
    <section aria-labelledby="recent-orders-title" className="panel overflow-hidden">
      <header className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
        <h2 id="recent-orders-title" className="text-base font-semibold text-stone-900">
          Recent orders
        </h2>
        <Link to="/admin/orders" className="rounded-sm text-sm text-brand-700 hover:underline focus-ring">
          All orders
        </Link>
      </header>
      {loading ? (
        <LoadingState label="Loading orders…" />
      ) : error ? (
        <ErrorState title="Orders could not be loaded" message={error.message} onRetry={onRetry} />
      ) : !orders || orders.length === 0 ? (
        <EmptyState title="No orders yet">New orders will appear here as customers check out.</EmptyState>
      ) : (
        <ul className="divide-y divide-stone-100" data-testid="recent-orders">
          {orders.map((order) => (
            <li key={order.id}>
              <Link
                to={`/admin/ordersDetail/${order.id}`}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3 text-sm hover:bg-stone-50 focus-ring"
              >
                <span className="w-24 font-semibold text-brand-700">{order.order_number}</span>
                <span className="order-last min-w-0 basis-full truncate text-stone-800 sm:order-none sm:basis-auto sm:flex-1">
                  {order.customer || "—"}
                  <span className="block text-xs text-stone-500">
                    {formatDate(order.created)} · {order.pay_type}
                  </span>
                </span>
                <span className="ml-auto tabular-nums sm:ml-0">{formatMoney(order.total)}</span>
                <PaymentBadge status={order.status} />
                <FulfilmentBadge status={order.fulfilment} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
