import { api } from "@admin/lib/api";
import type { CouponRow, NewCoupon } from "@boutique/shared/schemas/coupon";
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

export function useAddCoupon() {
  const client = useQueryClient();
  return useMutation({
    /** Spec §7: JSON code, discount, max, expDate; max and expDate left out mean no cap, no expiry. */
    mutationFn: (input: NewCoupon) =>
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
