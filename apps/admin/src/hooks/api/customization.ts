import { api, apiFetch } from "@admin/lib/api";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";

export const CUSTOMIZATION_TAGS = ["Women", "Men"] as const;
export type CustomizationTag = (typeof CUSTOMIZATION_TAGS)[number];

export const customizationKeys = {
  all: ["customization"] as const,
  lists: () => [...customizationKeys.all, "list"] as const,
};

const CustomizationItem = z.object({
  id: z.number(),
  name: z.string(),
  tag: z.enum(CUSTOMIZATION_TAGS),
  image: z.string(),
});
export type CustomizationItem = z.infer<typeof CustomizationItem>;
const CustomizationList = z.array(CustomizationItem);
const CustomizationChange = z.object({ message: z.string(), data: CustomizationList });

export const customizationListQuery = queryOptions({
  queryKey: customizationKeys.lists(),
  queryFn: async ({ signal }) => CustomizationList.parse(await api.get("/api/admin/customization", signal)),
});

export function useCustomizations() {
  return useQuery(customizationListQuery);
}

export type NewCustomization = { tag: CustomizationTag; name: string; image: File };

/** POST /api/admin/customization (multipart); the answer carries the whole list, so no refetch is needed. */
export function useAddCustomization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ tag, name, image }: NewCustomization) => {
      const form = new FormData();
      form.append("tag", tag);
      form.append("name", name);
      form.append("image", image);
      return CustomizationChange.parse(
        await apiFetch("/api/admin/customization", { method: "POST", body: form }),
      );
    },
    onSuccess: (answer) => client.setQueryData(customizationKeys.lists(), answer.data),
  });
}

export function useDeleteCustomization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      CustomizationChange.parse(await api.delete(`/api/admin/customization/${id}`)),
    onSuccess: (answer) => client.setQueryData(customizationKeys.lists(), answer.data),
  });
}
