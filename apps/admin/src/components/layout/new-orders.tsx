import { orderKeys } from "@admin/hooks/api/orders";
import { api } from "@admin/lib/api";
import { useQuery } from "@tanstack/react-query";
import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";

const REFRESH_MS = 60_000;

/**
 * Beside the bell, for admins (the only role that sees orders): how many paid orders wait to be started,
 * and the way to them. Checked by hand rather than with zod: the header is in the always-loaded shell.
 */
export function NewOrdersIndicator() {
  const { data: count = 0 } = useQuery({
    // Moving or refunding an order refreshes it with the lists.
    queryKey: orderKeys.newCount(),
    queryFn: async ({ signal }) => {
      const body = await api.get<unknown>("/api/admin/orders/new-count", signal);
      const value =
        typeof body === "object" && body !== null ? (body as { count?: unknown }).count : undefined;
      return typeof value === "number" && value >= 0 ? value : 0;
    },
    refetchInterval: REFRESH_MS,
  });
  const label = count > 0 ? `Orders, ${count} new paid` : "Orders, nothing new";
  return (
    <Link
      to="/admin/orders?status=paid&fulfilment=pending"
      aria-label={label}
      title={label}
      className="relative flex size-9 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-ring"
    >
      <ShoppingBag aria-hidden className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden
          data-testid="new-orders-count"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-emerald-700 px-1 text-[11px] leading-none font-semibold text-white tabular-nums"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
