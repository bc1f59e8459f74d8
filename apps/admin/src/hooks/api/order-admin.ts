import { api } from "@admin/lib/api";
import { downloadFile } from "@admin/lib/download";
import type { ApprovalAnswer } from "@boutique/shared/schemas/approval";
import type { OrderDetailAnswer } from "@boutique/shared/schemas/checkout";
import type { TailoringStage } from "@boutique/shared/schemas/order-lifecycle-words";
import type {
  AdminOrderListAnswer,
  AdminOrderQuery,
  OrderStaffView,
  OrderStatusUpdate,
} from "@boutique/shared/schemas/orders-admin";
import { ORDERS_EXPORT_FILE_NAME } from "@boutique/shared/schemas/orders-admin-words";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invoicingKeys } from "./invoicing";
import { orderKeys } from "./orders";

/** The list's filters as they travel in the screen's URL and to the server. */
export type OrderFilters = Partial<Record<Exclude<keyof AdminOrderQuery, "page" | "page_size">, string>> & {
  page?: number;
  page_size?: number;
};

export function filtersToSearch(filters: OrderFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "" && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

const staffKey = (id: number) => [...orderKeys.detail(id), "staff"] as const;

export const orderListQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...orderKeys.lists(), filters] as const,
    queryFn: ({ signal }) =>
      api.get<AdminOrderListAnswer>(`/api/admin/orders/all${filtersToSearch(filters)}`, signal),
  });

/** One page of orders; the previous page stays on screen while the next loads. */
export function useOrderList(filters: OrderFilters) {
  return useQuery({ ...orderListQuery(filters), placeholderData: keepPreviousData });
}

/** orders.xlsx of what the list shows (every page). */
export function useExportOrders() {
  return useMutation({
    mutationFn: ({ page: _page, page_size: _size, ...filters }: OrderFilters) =>
      downloadFile(`/api/admin/orders/export${filtersToSearch(filters)}`, ORDERS_EXPORT_FILE_NAME),
  });
}

export function useOrderStaff(id: number) {
  return useQuery({
    queryKey: staffKey(id),
    queryFn: ({ signal }) => api.get<OrderStaffView>(`/api/admin/orders/${id}/staff`, signal),
  });
}

/** A stage move answers the whole order: it replaces the screen's copy, and the history is read again. */
function useOrderMove<V>(id: number, send: (variables: V) => Promise<OrderDetailAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      client.setQueryData(orderKeys.detail(id), detail);
      void client.invalidateQueries({ queryKey: staffKey(id) });
      void client.invalidateQueries({ queryKey: orderKeys.lists() });
      void client.invalidateQueries({ queryKey: orderKeys.dashboard() });
      void client.invalidateQueries({ queryKey: orderKeys.newCount() });
      // Shipping a cash-on-delivery order issues its invoice; refusing it, a credit note.
      void client.invalidateQueries({ queryKey: invoicingKeys.documents(id) });
    },
  });
}

export function useMoveOrder(id: number) {
  return useOrderMove(id, (update: OrderStatusUpdate) =>
    api.post<OrderDetailAnswer>(`/api/admin/orders/${id}`, update),
  );
}

export function useMoveLine(id: number) {
  return useOrderMove(id, ({ lineId, stage }: { lineId: number; stage: TailoringStage }) =>
    api.post<OrderDetailAnswer>(`/api/admin/orders/${id}/lines/${lineId}/stage`, { stage }),
  );
}

export function useAddNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<OrderStaffView>(`/api/admin/orders/${id}/notes`, { body }),
    onSuccess: (view) => client.setQueryData(staffKey(id), view),
  });
}

/** Cash on delivery's staff steps (issue 26 §1): confirmed by phone, cash collected, cancelled, refused. */
export type CodStep = { step: "confirm" | "collected" | "cancel" } | { step: "returned"; reason: string };

export function useCodStep(id: number) {
  return useOrderMove(id, (variables: CodStep) =>
    api.post<OrderDetailAnswer>(
      `/api/admin/orders/${id}/cod/${variables.step}`,
      variables.step === "returned" ? { reason: variables.reason } : undefined,
    ),
  );
}

/**
 * Approval before dispatch (issue 27 §4): photos of a finished piece sent to the customer, an approval heard
 * on the phone, or the piece sent back to a stage. Each answers the piece's approval; the order is read again.
 */
export type ApprovalStep =
  | { step: "send"; lineId: number; form: FormData }
  | { step: "phone"; lineId: number }
  | { step: "rework"; lineId: number; stage: TailoringStage };

export function useApprovalStep(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: ApprovalStep) => {
      const base = `/api/admin/orders/${id}/lines/${variables.lineId}/approval`;
      if (variables.step === "send") return api.post<ApprovalAnswer>(base, variables.form);
      if (variables.step === "phone") return api.post<ApprovalAnswer>(`${base}/phone`);
      return api.post<ApprovalAnswer>(`${base}/rework`, { stage: variables.stage });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: orderKeys.detail(id) });
      void client.invalidateQueries({ queryKey: staffKey(id) });
    },
  });
}
