import { api } from "@admin/lib/api";
import type {
  NewShippingZone,
  ShippingZone,
  ShippingZoneAnswer,
  ShippingZoneCountry,
  ShippingZoneUpdate,
} from "@boutique/shared/schemas/shipping-zones";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export type { ShippingZone, ShippingZoneCountry };

/** International shipping zones (admin only); a country moved by one zone's edit changes another, so writes refresh the whole list. */
export const shippingKeys = {
  all: ["shipping"] as const,
  zones: () => [...shippingKeys.all, "zones"] as const,
  countries: () => [...shippingKeys.all, "countries"] as const,
};

export const shippingZonesQuery = queryOptions({
  queryKey: shippingKeys.zones(),
  queryFn: ({ signal }) => api.get<ShippingZone[]>("/api/admin/shipping/zones", signal),
});

export function useShippingZones() {
  return useQuery(shippingZonesQuery);
}

/** Every country a zone may hold (the storefront's address list); it changes only with a new seed. */
export function useCountries() {
  return useQuery(
    queryOptions({
      queryKey: shippingKeys.countries(),
      queryFn: async ({ signal }) =>
        (await api.get<{ data: ShippingZoneCountry[] }>("/api/countries", signal)).data,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

export function useAddZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewShippingZone) => api.post<ShippingZoneAnswer>("/api/admin/shipping/zones", input),
    onSuccess: () => client.invalidateQueries({ queryKey: shippingKeys.zones() }),
  });
}

export function useUpdateZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: ShippingZoneUpdate }) =>
      api.put<ShippingZoneAnswer>(`/api/admin/shipping/zones/${id}`, change),
    onSuccess: () => client.invalidateQueries({ queryKey: shippingKeys.zones() }),
  });
}

export function useDeleteZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/admin/shipping/zones/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: shippingKeys.zones() }),
  });
}
