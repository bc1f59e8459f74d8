import { api, isApiError } from "@admin/lib/api";
import { downloadFile } from "@admin/lib/download";
import type {
  AdminProduct,
  IdAnswer,
  InventoryResponse,
  InventoryUpdateBody,
  ProductListResponse,
  ProductSaveBody,
  VariantFields,
} from "@boutique/shared/schemas/product-admin";
import { StockConflict } from "@boutique/shared/schemas/product-admin";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { deliveryKeys } from "./delivery-settings";

export const productKeys = {
  all: ["products"] as const,
  lists: () => [...productKeys.all, "list"] as const,
  list: (filters: ProductFilters) => [...productKeys.lists(), filters] as const,
  detail: (id: number) => [...productKeys.all, "detail", id] as const,
  inventories: () => [...productKeys.all, "inventory"] as const,
  inventory: (filters: InventoryFilters) => [...productKeys.inventories(), filters] as const,
  categories: () => ["categories", "tree"] as const,
};

export type ProductFilters = { category?: number; state?: "active" | "draft" };
export type InventoryFilters = { search: string; page: number };

/**
 * The grid pages and searches on the client (10 rows), so it loads every product matching the
 * server-side filters, up to the server's largest page; past that the list says how many are not shown.
 */
const GRID_LIMIT = 1000;
export const INVENTORY_PAGE_SIZE = 20;
const EXPORT_FILE_NAME = "exported-products.csv";

export type CategoryNode = {
  id: number;
  name: string;
  tag: string;
  parent_id: number | null;
  subcategories: CategoryNode[];
};

/** The category tree as the storefront's menu has it (top level and two nested levels). */
export function useCategoryTree() {
  return useQuery({
    queryKey: productKeys.categories(),
    queryFn: ({ signal }) => api.get<CategoryNode[]>("/api/categories", signal),
    staleTime: 60_000,
  });
}

export function useProducts(filters: ProductFilters) {
  return useQuery({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(GRID_LIMIT) });
      if (filters.category) params.set("category", String(filters.category));
      if (filters.state) params.set("state", filters.state);
      return api.get<ProductListResponse>(`/api/admin/products?${params}`, signal);
    },
    placeholderData: keepPreviousData,
  });
}

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api.get<AdminProduct>(`/api/admin/products/${id}`, signal),
  });

export function useProduct(id: number | null) {
  return useQuery({ ...productQuery(id ?? 0), enabled: id !== null });
}

/** A colour as the form holds it: saved colours carry their id; new files wait to be uploaded. */
export type VariantDraft = VariantFields & {
  id: number | null;
  image: File | null;
  gallery: File[];
};

export type SaveProductInput = {
  id: number | null;
  product: ProductSaveBody;
  variants: VariantDraft[];
  /** A product made on this screen is kept a draft until every colour is saved, then published. */
  publishLast?: boolean;
};

/**
 * Spec §4 Product save: the product first (its id comes back), then each colour against that id, then
 * its main image and gallery. A colour already saved keeps its id if a later step fails, so a retry
 * updates instead of adding it twice.
 */
async function saveProduct(input: SaveProductInput, callbacks: SaveCallbacks) {
  const publishLast = input.publishLast === true && input.product.active === "Y";
  const product: ProductSaveBody = publishLast ? { ...input.product, active: "N" } : input.product;
  const saved = input.id
    ? await api.put<IdAnswer>(`/api/admin/products/${input.id}`, product)
    : await api.post<IdAnswer>("/api/admin/products", product);
  const productId = saved.id;
  callbacks.onProductSaved(productId);
  for (const [index, variant] of input.variants.entries()) {
    const { id, image, gallery, ...fields } = variant;
    let variantId = id;
    if (variantId === null) {
      const form = new FormData();
      form.set("parent_id", String(productId));
      form.set("name", fields.name);
      form.set("regularPrice", String(fields.regularPrice));
      form.set("discount", String(fields.discount));
      form.set("sizes", JSON.stringify(fields.sizes));
      form.set("video", fields.video);
      if (image) form.set("image", image);
      for (const file of gallery) form.append("images", file);
      variantId = (await api.post<IdAnswer>("/api/admin/products/images", form)).id;
      callbacks.onVariantSaved(index, variantId, fields.sizes);
      continue;
    }
    await api.post<IdAnswer>("/api/admin/products/variant", {
      parent_id: productId,
      variant_id: variantId,
      variant: fields,
    });
    callbacks.onVariantSaved(index, variantId, fields.sizes);
    if (image) {
      const form = new FormData();
      form.set("variant_id", String(variantId));
      form.set("image", image);
      await api.post("/api/admin/products/variant/images", form);
    }
    if (gallery.length > 0) {
      const form = new FormData();
      form.set("variant_id", String(variantId));
      for (const file of gallery) form.append("images", file);
      await api.post("/api/admin/products/variant/galleryimages", form);
    }
  }
  if (publishLast) await api.post("/api/admin/products/state", { id: productId, checked: true });
  return saved;
}

type SaveCallbacks = {
  /** Called as soon as the product has its id, before the colours are sent. */
  onProductSaved: (id: number) => void;
  /**
   * Called once a colour is stored, with the sizes it was stored with, so a retry after a later step
   * fails compares against them rather than against the figures first loaded.
   */
  onVariantSaved: (index: number, id: number, sizes: VariantFields["sizes"]) => void;
};

export function useSaveProduct(callbacks: SaveCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveProductInput) => {
      try {
        return await saveProduct(input, callbacks);
      } finally {
        // A product filed under another category takes that category's days to dispatch.
        void queryClient.invalidateQueries({ queryKey: deliveryKeys.dispatchDays() });
        await queryClient.invalidateQueries({ queryKey: productKeys.all });
      }
    },
  });
}

export function useDeleteVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variantId: number) => api.delete<IdAnswer>(`/api/admin/products/variant/${variantId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>("/api/admin/products", { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useDeleteProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.delete<{ message: string }>("/api/admin/products/all", { id: ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useSetProductState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; checked: boolean }) =>
      api.post<IdAnswer>("/api/admin/products/state", input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useInventory(filters: InventoryFilters) {
  return useQuery({
    queryKey: productKeys.inventory(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page), limit: String(INVENTORY_PAGE_SIZE) });
      if (filters.search) params.set("search", filters.search);
      return api.get<InventoryResponse>(`/api/admin/inventory?${params}`, signal);
    },
    placeholderData: keepPreviousData,
  });
}

export function useUpdateInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InventoryUpdateBody) => api.put<{ message: string }>("/api/admin/inventory", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** Refetches every inventory page shown (after a 409: the figures changed since they were loaded). */
export function useReloadInventory() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: productKeys.inventories() });
}

/** The 409 of a stock save (a sale or another save since the page loaded), or null for any other error. */
export function stockConflictOf(error: unknown): StockConflict | null {
  if (!isApiError(error, 409)) return null;
  const parsed = StockConflict.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** Every product as exported-products.csv (spec §2 All Products: Export CSV). */
export function useExportProducts() {
  return useMutation({
    mutationFn: () => downloadFile("/api/admin/products/export", EXPORT_FILE_NAME),
  });
}
