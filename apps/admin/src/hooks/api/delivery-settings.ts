import { api } from "@admin/lib/api";
import type {
  DeliverySettingsAnswer,
  DeliverySettingsInput,
  ProcessingDaysAnswer,
  ProcessingDaysBody,
} from "@boutique/shared/schemas/delivery";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

/**
 * Delivery dates (issue 27 §3): the shop's working days (admin) and each category's or product's own days
 * to dispatch (catalogue staff). What a category or product takes without its own comes from above it, so
 * a change to the shop's days or a category's refreshes every `dispatchDays` entry.
 */
export const deliveryKeys = {
  all: ["delivery"] as const,
  settings: () => [...deliveryKeys.all, "settings"] as const,
  dispatchDays: () => [...deliveryKeys.all, "dispatch-days"] as const,
  dispatchDaysOf: (owner: DispatchDaysOwner) =>
    [...deliveryKeys.dispatchDays(), owner.kind, owner.id] as const,
};

export function useDeliverySettings() {
  return useQuery(
    queryOptions({
      queryKey: deliveryKeys.settings(),
      queryFn: ({ signal }) => api.get<DeliverySettingsAnswer>("/api/admin/delivery-settings", signal),
    }),
  );
}

export function useSaveDeliverySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DeliverySettingsInput) =>
      api.put<DeliverySettingsAnswer>("/api/admin/delivery-settings", input),
    onSuccess: (saved) => {
      client.setQueryData(deliveryKeys.settings(), saved);
      // The shop's days to dispatch are what a category or product without its own takes.
      void client.invalidateQueries({ queryKey: deliveryKeys.dispatchDays() });
    },
  });
}

/** A category or a product: each may have its own working days to dispatch ready-made. */
export type DispatchDaysOwner = { kind: "category" | "product"; id: number };

const dispatchDaysPath = ({ kind, id }: DispatchDaysOwner) =>
  kind === "category" ? `/api/admin/category/${id}/delivery` : `/api/admin/products/${id}/delivery`;

export function useDispatchDays(owner: DispatchDaysOwner) {
  return useQuery({
    queryKey: deliveryKeys.dispatchDaysOf(owner),
    queryFn: ({ signal }) => api.get<ProcessingDaysAnswer>(dispatchDaysPath(owner), signal),
  });
}

/** null: take the days from above (the category's, else the shop's). */
export function useSaveDispatchDays(owner: DispatchDaysOwner) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.infer<typeof ProcessingDaysBody>) =>
      api.put<ProcessingDaysAnswer>(dispatchDaysPath(owner), input),
    onSuccess: (saved) => {
      client.setQueryData(deliveryKeys.dispatchDaysOf(owner), saved);
      // A category's days are what its subcategories and products without their own take.
      if (owner.kind === "category") void client.invalidateQueries({ queryKey: deliveryKeys.dispatchDays() });
    },
  });
}
