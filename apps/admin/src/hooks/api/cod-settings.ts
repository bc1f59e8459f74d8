import { api } from "@admin/lib/api";
import type { CodSettingsAnswer, CodSettingsInput } from "@boutique/shared/schemas/cash-on-delivery";
import type { CheckoutSettings } from "@boutique/shared/schemas/checkout";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

const codSettingsKey = ["cod-settings"] as const;

/** Cash on delivery's rules (issue 26 §1), as staff type them: rupees, pincodes as a list. */
export function useCodSettings() {
  return useQuery(
    queryOptions({
      queryKey: codSettingsKey,
      queryFn: ({ signal }) => api.get<CodSettingsAnswer>("/api/admin/cod-settings", signal),
    }),
  );
}

export function useSaveCodSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CodSettingsInput) => api.put<CodSettingsAnswer>("/api/admin/cod-settings", input),
    onSuccess: (saved) => client.setQueryData(codSettingsKey, saved),
  });
}

const checkoutSettingsKey = ["checkout-settings"] as const;

/** How shoppers reach the checkout (issue 26 §4): whether guests may, with an emailed code. */
export function useCheckoutSettings() {
  return useQuery(
    queryOptions({
      queryKey: checkoutSettingsKey,
      queryFn: ({ signal }) => api.get<CheckoutSettings>("/api/admin/checkout-settings", signal),
    }),
  );
}

export function useSaveCheckoutSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckoutSettings) => api.put<CheckoutSettings>("/api/admin/checkout-settings", input),
    onSuccess: (saved) => client.setQueryData(checkoutSettingsKey, saved),
  });
}
