import { api } from "@admin/lib/api";
import type { AdminReturnRow, ReturnDecision, ReturnStatus } from "@boutique/shared/schemas/returns";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { orderKeys } from "./orders";

export type { AdminReturnRow };

export const returnKeys = {
  all: ["returns"] as const,
  list: (status: ReturnStatus | "") => [...returnKeys.all, "list", status] as const,
};

/** Return, exchange and alteration requests (admin only), newest first. */
export function useReturns(status: ReturnStatus | "") {
  return useQuery({
    queryKey: returnKeys.list(status),
    queryFn: async ({ signal }) =>
      (
        await api.get<{ data: AdminReturnRow[] }>(
          `/api/admin/returns${status ? `?status=${status}` : ""}`,
          signal,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function useDecideReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: number; decision: ReturnDecision }) =>
      (await api.post<{ data: AdminReturnRow }>(`/api/admin/returns/${id}`, decision)).data,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: returnKeys.all });
      void client.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
