import { api } from "@admin/lib/api";
import type { DashboardAnswer, RecentOrdersAnswer } from "@boutique/shared/schemas/dashboard";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";

export const orderKeys = {
  all: ["orders"] as const,
  dashboard: () => [...orderKeys.all, "dashboard"] as const,
  recent: () => [...orderKeys.all, "recent"] as const,
  lists: () => [...orderKeys.all, "list"] as const,
  detail: (id: string | number) => [...orderKeys.all, "detail", String(id)] as const,
  /** The header's count of paid orders nobody has started (components/layout/new-orders.tsx). */
  newCount: () => [...orderKeys.all, "new-count"] as const,
};

/** An order answer its shared schema does not accept: shown as an error, never read as a guessed figure. */
export class OrdersReadError extends Error {
  constructor(path: string, detail: string) {
    super(`Could not read orders: the answer of GET ${path} ${detail}.`);
    this.name = "OrdersReadError";
  }
}

/**
 * The dashboard is where every sign-in lands, so it reads its answers without loading zod: each figure
 * it shows is checked to be a number, and anything else is an error rather than a guessed 0.
 */
function checkFigures(path: string, answer: DashboardAnswer): DashboardAnswer {
  const figures = [
    "total_sales_stripe",
    "total_sales_paypal",
    "total_sales_razorpay",
    "pending_orders",
    "new_orders",
    "new_customer",
    "average_order_value",
  ] as const;
  for (const key of figures) {
    if (typeof answer?.[key] !== "number" || !Number.isFinite(answer[key])) {
      throw new OrdersReadError(path, `has no number at ${key}`);
    }
  }
  if (!Array.isArray(answer.revenue)) throw new OrdersReadError(path, "has no revenue list");
  return answer;
}

export type DashboardPeriod = DashboardAnswer["period"];

export const dashboardQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: [...orderKeys.dashboard(), period],
    queryFn: async ({ signal }) => {
      const path = `/api/admin/orders/dashboard?period=${period}`;
      return checkFigures(path, await api.get<DashboardAnswer>(path, signal));
    },
  });

export const recentOrdersQuery = queryOptions({
  queryKey: orderKeys.recent(),
  queryFn: async ({ signal }) => {
    const answer = await api.get<RecentOrdersAnswer>("/api/admin/orders", signal);
    if (!Array.isArray(answer?.data)) throw new OrdersReadError("/api/admin/orders", "has no list");
    return answer.data;
  },
});

export function useDashboardFigures(period: DashboardPeriod, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...dashboardQuery(period),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}

export function useRecentOrders(options: { enabled?: boolean } = {}) {
  return useQuery({ ...recentOrdersQuery, enabled: options.enabled ?? true });
}
