import { api, isApiError } from "@admin/lib/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";

export const orderKeys = {
  all: ["orders"] as const,
  dashboard: () => [...orderKeys.all, "dashboard"] as const,
  recent: () => [...orderKeys.all, "recent"] as const,
  lists: () => [...orderKeys.all, "list"] as const,
  detail: (id: string | number) => [...orderKeys.all, "detail", String(id)] as const,
};

/** Figures may arrive as numbers or numeric strings (SQL sums); both read as numbers. */
const figure = z.coerce.number().catch(0);

const DashboardFigures = z.preprocess(
  (value) => (Array.isArray(value) ? value[0] : value),
  z.object({
    total_sales_stripe: figure,
    total_sales_paypal: figure,
    pending_orders: figure,
    new_orders: figure,
    new_customer: figure,
  }),
);
export type DashboardFigures = z.infer<typeof DashboardFigures>;

const RecentOrder = z.looseObject({
  id: z.union([z.number(), z.string()]),
  order_id: z.union([z.number(), z.string()]).nullish(),
  name: z.string().nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  country: z.string().nullish(),
  amount_charged: z.coerce.number().nullish(),
  pay_type: z.string().nullish(),
  status: z.string().nullish(),
  order_status: z.string().nullish(),
  created: z.union([z.string(), z.number()]).nullish(),
});
export type RecentOrder = z.infer<typeof RecentOrder>;

const RecentOrders = z.preprocess((value) => {
  if (Array.isArray(value)) return value;
  if (typeof value === "object" && value !== null && "orders" in value)
    return (value as { orders: unknown }).orders;
  return value;
}, z.array(RecentOrder));

/**
 * Orders arrive with the orders module; until its endpoints exist they answer 404, which reads as
 * "no orders yet" (null) rather than as a failure.
 */
async function unlessMissing<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const dashboardQuery = queryOptions({
  queryKey: orderKeys.dashboard(),
  queryFn: ({ signal }) =>
    unlessMissing(async () => DashboardFigures.parse(await api.get("/api/admin/orders/dashboard", signal))),
});

export const recentOrdersQuery = queryOptions({
  queryKey: orderKeys.recent(),
  queryFn: ({ signal }) =>
    unlessMissing(async () => RecentOrders.parse(await api.get("/api/admin/orders", signal))),
});

export function useDashboardFigures(options: { enabled?: boolean } = {}) {
  return useQuery({ ...dashboardQuery, enabled: options.enabled ?? true });
}

export function useRecentOrders(options: { enabled?: boolean } = {}) {
  return useQuery({ ...recentOrdersQuery, enabled: options.enabled ?? true });
}
