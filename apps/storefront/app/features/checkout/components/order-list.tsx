import type { OrderSummaryRow } from "@boutique/shared/schemas/checkout";
import { FULFILMENT_LABELS } from "@boutique/shared/schemas/order-lifecycle-words";
import { shortDate } from "@storefront/features/product/money";
import { imageUrl } from "@storefront/lib/images";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import { PAYMENT_STATUS_BADGE, rupees } from "../format";

/**
 * My Orders (spec §2 account tab 7): one row per order, newest first as the server lists them, each
 * opening the order's page.
 */
export function OrderList({ orders }: { orders: OrderSummaryRow[] }) {
  return (
    <ul className="divide-y divide-line border border-line bg-white">
      {orders.map((order) => {
        const badge = PAYMENT_STATUS_BADGE[order.status];
        const more = order.items - 1;
        return (
          <li key={order.id}>
            <Link
              to={`/OrderDetails/${order.id}`}
              className="flex items-center gap-4 p-4 hover:bg-ivory focus-visible:bg-ivory sm:p-5"
              data-testid="order-row"
            >
              {order.image ? (
                <img
                  src={imageUrl(order.image, 120)}
                  alt=""
                  width={56}
                  height={75}
                  className="h-[75px] w-14 shrink-0 bg-ivory-deep object-cover"
                />
              ) : (
                <span className="block h-[75px] w-14 shrink-0 bg-ivory-deep" />
              )}
              <span className="min-w-0 flex-1 text-sm">
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold text-ink">{order.order_number}</span>
                  <span
                    className={`border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${badge.className}`}
                  >
                    {badge.label}
                  </span>
                  {order.fulfilment !== "pending" ? (
                    <span className="border border-line px-2 py-0.5 text-xs font-medium whitespace-nowrap text-ink">
                      {FULFILMENT_LABELS[order.fulfilment]}
                    </span>
                  ) : null}
                </span>
                <span className="mt-1 line-clamp-2 text-ink">
                  {order.name}
                  {more > 0 ? <span className="text-muted"> and {more} more</span> : null}
                </span>
                <span className="mt-0.5 block text-muted">
                  <time dateTime={order.created}>{shortDate(order.created)}</time> · {order.pay_type}
                </span>
                <span className="mt-1 block font-semibold text-ink sm:hidden">
                  {rupees(order.selling_price)}
                </span>
              </span>
              <span className="hidden shrink-0 text-right font-semibold whitespace-nowrap text-ink sm:block">
                {rupees(order.selling_price)}
              </span>
              <ChevronRight aria-hidden className="h-4 w-4 shrink-0 text-muted" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
