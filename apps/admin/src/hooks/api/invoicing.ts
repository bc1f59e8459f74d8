import { api } from "@admin/lib/api";
import type {
  GstRateRow,
  GstRateUpdate,
  InvoiceSettings,
  InvoiceSettingsAnswer,
  TaxDocumentRow,
} from "@boutique/shared/schemas/invoicing";
import type { ShopContactUpdate, ShopProfile } from "@boutique/shared/schemas/shop-profile";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export type { GstRateRow, TaxDocumentRow };

/** Invoicing (admin only): the supplier on invoices, the GST rate table, an order's documents. */
export const invoicingKeys = {
  all: ["invoicing"] as const,
  settings: () => [...invoicingKeys.all, "settings"] as const,
  rates: () => [...invoicingKeys.all, "rates"] as const,
  documents: (orderId: number) => [...invoicingKeys.all, "documents", orderId] as const,
};

export function useInvoiceSettings() {
  return useQuery(
    queryOptions({
      queryKey: invoicingKeys.settings(),
      queryFn: async ({ signal }) =>
        (await api.get<{ data: InvoiceSettingsAnswer }>("/api/admin/invoice-settings", signal)).data,
    }),
  );
}

export function useSaveInvoiceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: InvoiceSettings) =>
      (await api.put<{ data: InvoiceSettingsAnswer }>("/api/admin/invoice-settings", input)).data,
    onSuccess: (saved) => client.setQueryData(invoicingKeys.settings(), saved),
  });
}

/** The shop's profile: the invoice's name and address, and how customers reach the shop (issue 26 §5). */
export function useShopProfile() {
  return useQuery(
    queryOptions({
      queryKey: [...invoicingKeys.all, "shop-profile"] as const,
      queryFn: ({ signal }) => api.get<ShopProfile>("/api/admin/shop-profile", signal),
    }),
  );
}

export function useSaveShopContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopContactUpdate) => api.put<ShopProfile>("/api/admin/shop-profile", input),
    onSuccess: (saved) => client.setQueryData([...invoicingKeys.all, "shop-profile"], saved),
  });
}

export function useGstRates() {
  return useQuery(
    queryOptions({
      queryKey: invoicingKeys.rates(),
      queryFn: async ({ signal }) =>
        (await api.get<{ data: GstRateRow[] }>("/api/admin/gst-rates", signal)).data,
    }),
  );
}

export function useUpdateGstRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: GstRateUpdate }) =>
      (await api.put<{ data: GstRateRow }>(`/api/admin/gst-rates/${id}`, change)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: invoicingKeys.rates() }),
  });
}

export function useOrderDocuments(orderId: number) {
  return useQuery(
    queryOptions({
      queryKey: invoicingKeys.documents(orderId),
      queryFn: async ({ signal }) =>
        (await api.get<{ data: TaxDocumentRow[] }>(`/api/admin/orders/${orderId}/documents`, signal)).data,
    }),
  );
}
