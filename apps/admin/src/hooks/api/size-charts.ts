import { api, apiFetch } from "@admin/lib/api";
import { AdminSizeChartAnswer, type SizeChartBody } from "@boutique/shared/schemas/size-chart";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";

const chartKey = (categoryId: number) => ["categories", "size-chart", categoryId] as const;
const Changed = AdminSizeChartAnswer.extend({ message: z.string() });

/** A category's own size chart and the parent's it shows without one (issue 27 §1). */
export function useSizeChart(categoryId: number) {
  return useQuery({
    queryKey: chartKey(categoryId),
    queryFn: async ({ signal }) =>
      AdminSizeChartAnswer.parse(await api.get(`/api/admin/category/${categoryId}/size-chart`, signal)),
  });
}

export type SaveSizeChartInput = { body: SizeChartBody; picture: File | null };

/** Saves the chart, then its picture if one was chosen; the answer is the chart as it now stands. */
export function useSaveSizeChart(categoryId: number) {
  const client = useQueryClient();
  const path = `/api/admin/category/${categoryId}/size-chart`;
  return useMutation({
    mutationFn: async ({ body, picture }: SaveSizeChartInput) => {
      let answer = Changed.parse(await apiFetch(path, { method: "PUT", body }));
      if (picture) {
        const form = new FormData();
        form.append("image", picture);
        answer = Changed.parse(await apiFetch(`${path}/image`, { method: "POST", body: form }));
      }
      return answer;
    },
    onSuccess: (answer) => client.setQueryData(chartKey(categoryId), answer),
  });
}

export function useRemoveSizeChart(categoryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      Changed.parse(await apiFetch(`/api/admin/category/${categoryId}/size-chart`, { method: "DELETE" })),
    onSuccess: (answer) => client.setQueryData(chartKey(categoryId), answer),
  });
}
