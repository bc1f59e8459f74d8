import { orderKeys } from "@admin/hooks/api/orders";
import { api } from "@admin/lib/api";
import { useQuery } from "@tanstack/react-query";
import { ShoppingBag } from "lucide-react";
import { CountLink } from "./count-link";

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
  return (
    <CountLink
      to="/admin/orders?status=paid&fulfilment=pending"
      label={count > 0 ? `Orders, ${count} new paid` : "Orders, nothing new"}
      count={count}
      icon={ShoppingBag}
      badgeClass="bg-emerald-700"
      testId="new-orders-count"
    />
  );
}
