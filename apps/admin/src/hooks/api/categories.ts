import { ApiError, api, apiFetch, isApiError } from "@admin/lib/api";
import { toBase64 } from "@admin/lib/base64";
import { downloadFile } from "@admin/lib/download";
import {
  CATEGORY_MESSAGES,
  CATEGORY_TAGS,
  type CategoryBodyInput,
  joinCustomizationValues,
} from "@boutique/shared/schemas/category";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { deliveryKeys } from "./delivery-settings";

export const categoryKeys = {
  all: ["categories"] as const,
  lists: () => [...categoryKeys.all, "list"] as const,
  detail: (id: number) => [...categoryKeys.all, "detail", id] as const,
};

const AdminCategory = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  tag: z.enum(CATEGORY_TAGS),
  parent_id: z.number().nullable(),
  parent_name: z.string().nullable(),
  image: z.string().nullable(),
  banner: z.string().nullable(),
  customization: z.boolean(),
  customization_values: z.array(z.string()),
  is_lehenga_waist: z.boolean(),
  is_lehenga_length: z.boolean(),
  is_height: z.boolean(),
  is_sleeve_length: z.boolean(),
  is_padding: z.boolean(),
  is_saree_length: z.boolean(),
  is_saree_waist: z.boolean(),
  is_petti_coat: z.boolean(),
  hsn: z.string().nullable().default(null),
  product_count: z.number(),
  subcategory_count: z.number(),
  created: z.string(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;
const Saved = z.object({ id: z.number() });
const Message = z.object({ message: z.string() });

const EXPORT_FILE_NAME = "exported-category.csv";

export const categoryListQuery = queryOptions({
  queryKey: categoryKeys.lists(),
  queryFn: async ({ signal }) =>
    z.array(AdminCategory).parse(await api.get("/api/admin/category/all", signal)),
});

export function useCategories() {
  return useQuery(categoryListQuery);
}

export function useCategory(id: number | null) {
  return useQuery({
    queryKey: categoryKeys.detail(id ?? 0),
    queryFn: async ({ signal }) =>
      AdminCategory.parse(await api.get(`/api/admin/category/cat/${id}`, signal)),
    enabled: id !== null,
  });
}

/** The form's values before the wire's base64 and ' ,, ' joining. */
export type CategoryDraft = Omit<CategoryBodyInput, "description" | "customization_values"> & {
  description: string;
  customization_values: string[];
};

export type SaveCategoryInput = {
  id: number | null;
  draft: CategoryDraft;
  image: File | null;
  banner: File | null;
};
/** pictureError: the category was saved, but its pictures were not (the form says so and keeps them). */
export type SaveCategoryResult = { id: number; created: boolean; pictureError: string | null };

/** Spec §8's wording: 403 is a name already taken; other refusals carry the server's reason. */
export function saveErrorMessage(error: Error): string {
  if (isApiError(error, 403)) return CATEGORY_MESSAGES.exists;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return `Error updating category: ${error.message}`;
}

/**
 * Spec §4: the category is created or updated first; the image and banner are then uploaded
 * against the returned id (POST /api/admin/category/image).
 */
export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, draft, image, banner }: SaveCategoryInput): Promise<SaveCategoryResult> => {
      const body = {
        ...draft,
        description: draft.description ? toBase64(draft.description) : "",
        customization_values: toBase64(joinCustomizationValues(draft.customization_values)),
      };
      const saved = Saved.parse(
        id === null
          ? await api.post("/api/admin/category", body)
          : await api.put(`/api/admin/category/${id}`, body),
      );
      let pictureError: string | null = null;
      if (image || banner) {
        const form = new FormData();
        form.append("id", String(saved.id));
        if (image) form.append("image", image);
        if (banner) form.append("image_banner", banner);
        try {
          await apiFetch("/api/admin/category/image", { method: "POST", body: form });
        } catch (error) {
          pictureError = error instanceof Error ? error.message : String(error);
        }
      }
      return { id: saved.id, created: id === null, pictureError };
    },
    onSettled: () => invalidateCategories(client),
  });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => Message.parse(await api.delete(`/api/admin/category/${id}`)),
    onSuccess: () => invalidateCategories(client),
  });
}

export function useDeleteCategories() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => Message.parse(await api.delete("/api/admin/category/all", { ids })),
    onSuccess: () => invalidateCategories(client),
  });
}

export function useExportCategories() {
  return useMutation({
    mutationFn: () => downloadFile("/api/admin/category/export", EXPORT_FILE_NAME),
  });
}

/** A category moved under another parent takes that parent's days to dispatch, and so do its products. */
function invalidateCategories(client: ReturnType<typeof useQueryClient>) {
  void client.invalidateQueries({ queryKey: deliveryKeys.dispatchDays() });
  return client.invalidateQueries({ queryKey: categoryKeys.all });
}
