import { api } from "@admin/lib/api";
import type { CouponRow } from "@boutique/shared/schemas/coupon";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export type Coupon = CouponRow;

export const couponKeys = {
  all: ["coupons"] as const,
  lists: () => [...couponKeys.all, "list"] as const,
};

export const couponListQuery = queryOptions({
  queryKey: couponKeys.lists(),
  queryFn: ({ signal }) => api.get<Coupon[]>("/api/admin/coupons", signal),
});

export function useCoupons() {
  return useQuery(couponListQuery);
}

/** What the form sends (spec §7: JSON code, discount, max, expDate); blanks mean no cap, no expiry. */
export type NewCouponInput = { code: string; discount: number; max?: number; expDate?: string };

export function useAddCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewCouponInput) =>
      api.post<{ message: string; data: Coupon }>("/api/admin/coupons", input),
    onSuccess: () => client.invalidateQueries({ queryKey: couponKeys.lists() }),
  });
}

export function useDeleteCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/admin/coupons/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: couponKeys.lists() }),
  });
}
