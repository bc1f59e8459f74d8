import { EmptyState, ErrorState, LoadingState } from "@admin/components/states";
import { StatusBadge } from "@admin/components/status-badge";
import type { RecentOrder } from "@admin/hooks/api/orders";
import { formatDate, formatMoney } from "@admin/lib/format";
import { Link } from "react-router";

type Props = {
  orders: RecentOrder[] | null | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
};

export function RecentOrders({ orders, loading, error, onRetry }: Props) {
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
      ) : !orders || orders.length === 0 ? (
        <EmptyState title="No orders yet">New orders will appear here as customers check out.</EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="bg-stone-50 text-xs font-medium tracking-wide text-stone-500 uppercase">
              <tr>
                <th scope="col" className="px-5 py-3">
                  Order
                </th>
                <th scope="col" className="px-5 py-3">
                  Customer
                </th>
                <th scope="col" className="px-5 py-3">
                  Item
                </th>
                <th scope="col" className="px-5 py-3 text-right">
                  Amount
                </th>
                <th scope="col" className="px-5 py-3">
                  Payment
                </th>
                <th scope="col" className="px-5 py-3">
                  Fulfilment
                </th>
                <th scope="col" className="px-5 py-3">
                  Date
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {orders.map((order) => {
                const orderId = order.order_id ?? order.id;
                const customer = [order.first_name, order.last_name].filter(Boolean).join(" ") || "—";
                const currency = order.pay_type?.toLowerCase() === "paypal" ? "USD" : "INR";
                return (
                  <tr key={String(order.id)} className="hover:bg-stone-50">
                    <td className="px-5 py-3 font-medium">
                      <Link
                        to={`/admin/ordersDetail?id=${encodeURIComponent(String(orderId))}`}
                        className="rounded-sm text-brand-700 hover:underline focus-ring"
                      >
                        #{orderId}
                      </Link>
                    </td>
                    <td className="px-5 py-3 whitespace-nowrap text-stone-800">
                      {customer}
                      {order.country ? (
                        <span className="block text-xs text-stone-500">{order.country}</span>
                      ) : null}
                    </td>
                    <td className="max-w-56 truncate px-5 py-3 text-stone-700">{order.name ?? "—"}</td>
                    <td className="px-5 py-3 text-right tabular-nums text-stone-900">
                      {order.amount_charged != null ? formatMoney(order.amount_charged, currency) : "—"}
                      {order.pay_type ? (
                        <span className="block text-xs text-stone-500">{order.pay_type}</span>
                      ) : null}
                    </td>
                    <td className="px-5 py-3">
                      <StatusBadge status={order.status} />
                    </td>
                    <td className="px-5 py-3">
                      {order.status?.toLowerCase() === "paid" ? (
                        <StatusBadge status={order.order_status} />
                      ) : (
                        "—"
                      )}
                    </td>
                    <td className="px-5 py-3 whitespace-nowrap text-stone-600">
                      {formatDate(order.created)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
