import { api } from "@admin/lib/api";
import type { ReviewRow } from "@boutique/shared/schemas/review";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export type { ReviewRow };
export type ReviewFilters = { productId?: number; hidden?: boolean };

export const reviewKeys = {
  all: ["reviews"] as const,
  lists: () => [...reviewKeys.all, "list"] as const,
  list: (filters: ReviewFilters) => [...reviewKeys.lists(), filters] as const,
};

/**
 * Reviews for staff: one product's (GET /api/admin/products/review/{id}, every review with hidden
 * ones) or the newest across the shop.
 */
export function useReviews(filters: ReviewFilters) {
  return useQuery({
    queryKey: reviewKeys.list(filters),
    queryFn: async ({ signal }) => {
      if (filters.productId !== undefined && filters.hidden === undefined) {
        const body = await api.get<{ reviews: ReviewRow[] }>(
          `/api/admin/products/review/${filters.productId}`,
          signal,
        );
        return body.reviews;
      }
      const params = new URLSearchParams();
      if (filters.productId !== undefined) params.set("product_id", String(filters.productId));
      if (filters.hidden !== undefined) params.set("hidden", String(filters.hidden));
      const query = params.toString();
      const body = await api.get<{ reviews: ReviewRow[] }>(
        `/api/admin/reviews${query ? `?${query}` : ""}`,
        signal,
      );
      return body.reviews;
    },
    placeholderData: keepPreviousData,
  });
}

export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      api.put<ReviewRow>(`/api/admin/products/review/${id}`, { hidden }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.lists() }),
  });
}
