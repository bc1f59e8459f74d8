import { api, isApiError } from "@admin/lib/api";
import { queryOptions, useQuery } from "@tanstack/react-query";

export const orderKeys = {
  all: ["orders"] as const,
  dashboard: () => [...orderKeys.all, "dashboard"] as const,
  recent: () => [...orderKeys.all, "recent"] as const,
  lists: () => [...orderKeys.all, "list"] as const,
  detail: (id: string | number) => [...orderKeys.all, "detail", String(id)] as const,
};

/** An order answer its shared schema does not accept: shown as an error, never read as a guessed figure. */
export class OrdersReadError extends Error {
  constructor(path: string, detail: string) {
    super(`Could not read orders: the answer of GET ${path} ${detail}.`);
    this.name = "OrdersReadError";
  }
}

// GET /api/admin/orders, /all and /dashboard are not built yet: the back-office orders issue brings them, with their shared schemas.
/**
 * Until then /api/admin/orders answers 404, and /all and /dashboard reach GET /api/admin/orders/{id}, which
 * refuses the word as an order id (400 on field "id"): both read as "no orders yet" (null). Any other answer
 * has no schema to be read by, so it is an error rather than a guess.
 */
async function notBuiltYet(path: string, signal: AbortSignal): Promise<null> {
  try {
    await api.get(path, signal);
  } catch (error) {
    if (isApiError(error, 404) || (isApiError(error, 400) && error.field === "id")) return null;
    throw error;
  }
  throw new OrdersReadError(path, "has no shared schema yet");
}

export const dashboardQuery = queryOptions({
  queryKey: orderKeys.dashboard(),
  queryFn: ({ signal }) => notBuiltYet("/api/admin/orders/dashboard", signal),
});

export const recentOrdersQuery = queryOptions({
  queryKey: orderKeys.recent(),
  queryFn: ({ signal }) => notBuiltYet("/api/admin/orders", signal),
});

export function useDashboardFigures(options: { enabled?: boolean } = {}) {
  return useQuery({ ...dashboardQuery, enabled: options.enabled ?? true });
}

export function useRecentOrders(options: { enabled?: boolean } = {}) {
  return useQuery({ ...recentOrdersQuery, enabled: options.enabled ?? true });
}
