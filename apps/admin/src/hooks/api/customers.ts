import { api } from "@admin/lib/api";
import { downloadFile } from "@admin/lib/download";
import { CUSTOMERS_EXPORT_FILE_NAME, type CustomerRow } from "@boutique/shared/schemas/customer";
import type { DataRequestsAnswer } from "@boutique/shared/schemas/privacy";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export type Customer = CustomerRow;

export const customerKeys = {
  all: ["customers"] as const,
  lists: () => [...customerKeys.all, "list"] as const,
  list: (search: string) => [...customerKeys.lists(), { search }] as const,
  dataRequests: () => [...customerKeys.all, "data-requests"] as const,
};

/** Customers' downloads and erasures, and staff exports of personal data (decision 041). */
export function useDataRequests() {
  return useQuery({
    queryKey: customerKeys.dataRequests(),
    queryFn: ({ signal }) => api.get<DataRequestsAnswer>("/api/admin/data-requests", signal),
  });
}

const withSearch = (path: string, search: string) =>
  search ? `${path}?search=${encodeURIComponent(search)}` : path;

export const customerListQuery = (search: string) =>
  queryOptions({
    queryKey: customerKeys.list(search),
    queryFn: ({ signal }) => api.get<Customer[]>(withSearch("/api/admin/customers", search), signal),
  });

/** The server searches (name, email, mobile); the previous answer stays on screen while the next loads. */
export function useCustomers(search: string) {
  return useQuery({ ...customerListQuery(search), placeholderData: keepPreviousData });
}

/** Customers.xlsx, narrowed by the same search as the list on screen. */
export function useExportCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: string) =>
      downloadFile(withSearch("/api/admin/customers/export", search), CUSTOMERS_EXPORT_FILE_NAME),
    // The export is recorded as a staff read: the log below the list shows it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.dataRequests() }),
  });
}
