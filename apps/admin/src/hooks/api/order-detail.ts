import { api } from "@admin/lib/api";
import { OrderDetailAnswer } from "@boutique/shared/schemas/checkout";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { OrdersReadError, orderKeys } from "./orders";

/*
 * The order endpoint that exists, read with its shared schema. Kept apart from ./orders so the dashboard,
 * where every sign-in lands, loads neither zod nor the checkout schemas.
 */

function read<T>(schema: z.ZodType<T>, path: string, answer: unknown): T {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
  throw new OrdersReadError(path, `does not match its schema${where}`);
}

/** GET /api/admin/orders/{id} (the order's owner, or staff): its lines, shipping record and the order itself. */
export const orderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) => {
      const path = `/api/admin/orders/${id}`;
      return read(OrderDetailAnswer, path, await api.get(path, signal));
    },
  });

export function useOrderDetail(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...orderDetailQuery(id), enabled: options.enabled ?? true });
}
