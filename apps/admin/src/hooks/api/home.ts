import { api, apiFetch } from "@admin/lib/api";
import type { MarqueeType } from "@boutique/shared/schemas/home-content";
import { ShippingRule } from "@boutique/shared/schemas/shipping";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";

/**
 * Edit Home's lists. Each has its read path (the storefront's own), where uploads are posted, and
 * where one item is deleted; a save or delete refetches only its own list (spec §4).
 */
export const MEDIA_LISTS = {
  desktop: { read: "/api/banner", write: "/api/banner", remove: "/api/banner" },
  mobile: { read: "/api/mobile-banner", write: "/api/mobile-banner", remove: "/api/banner" },
  instagram: { read: "/api/instaImage", write: "/api/instaImage", remove: "/api/instaImage" },
  trending: { read: "/api/trendingVideos", write: "/api/trendingVideos", remove: "/api/trendingVideos" },
  cart: { read: "/api/banner/cart", write: "/api/banner/cart", remove: "/api/banner" },
  checkout: { read: "/api/banner/checkout", write: "/api/banner/checkout", remove: "/api/banner" },
  tag: { read: "/api/banner/tags", write: "/api/banner/tag", remove: "/api/banner" },
} as const;
export type MediaListKind = keyof typeof MEDIA_LISTS;

export const homeKeys = {
  all: ["home"] as const,
  media: (kind: MediaListKind) => [...homeKeys.all, "media", kind] as const,
  settings: () => [...homeKeys.all, "settings"] as const,
  shipping: () => [...homeKeys.all, "shipping"] as const,
  budget: () => [...homeKeys.all, "budget"] as const,
  sections: () => [...homeKeys.all, "sections"] as const,
  categories: () => [...homeKeys.all, "categories"] as const,
};

const MediaItem = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  tag: z.enum(["Women", "Men", "Kids"]).nullish(),
});
export type MediaItem = z.infer<typeof MediaItem>;

const Message = z.object({ message: z.string() });

export function useMediaList(kind: MediaListKind) {
  return useQuery(
    queryOptions({
      queryKey: homeKeys.media(kind),
      queryFn: async ({ signal }) => z.array(MediaItem).parse(await api.get(MEDIA_LISTS[kind].read, signal)),
    }),
  );
}

/** Posts one picture (and its link, or tag) as multipart; the answer is the saved item. */
export function useUploadMedia(kind: MediaListKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: { image: File; url: string; tag?: string }) => {
      const form = new FormData();
      if (values.tag) form.append("tag", values.tag);
      form.append("url", values.url);
      form.append("image", values.image);
      return MediaItem.parse(await apiFetch(MEDIA_LISTS[kind].write, { method: "POST", body: form }));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: homeKeys.media(kind) }),
  });
}

export function useDeleteMedia(kind: MediaListKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => Message.parse(await api.delete(`${MEDIA_LISTS[kind].remove}/${id}`)),
    onSuccess: () => client.invalidateQueries({ queryKey: homeKeys.media(kind) }),
  });
}

const Setting = z.object({ type: z.string(), value: z.string() });

/** GET /api/admin/marque: marquee 1 and 2, Instagram count and handle, the dollar rate (index 0-4). */
export function useSiteSettings() {
  return useQuery(
    queryOptions({
      queryKey: homeKeys.settings(),
      queryFn: async ({ signal }) => {
        const list = z.array(Setting).parse(await api.get("/api/admin/marque", signal));
        return Object.fromEntries(list.map((entry) => [entry.type, entry.value])) as Partial<
          Record<MarqueeType, string>
        >;
      },
    }),
  );
}

export function useSaveSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { type: MarqueeType; value: string }) =>
      Message.parse(await api.post("/api/admin/marque", body)),
    onSuccess: () => client.invalidateQueries({ queryKey: homeKeys.settings() }),
  });
}

/** GET /api/shipping: the domestic shipping rule (decision 007) in whole rupees, as shoppers see it. */
export function useShippingRule() {
  return useQuery(
    queryOptions({
      queryKey: homeKeys.shipping(),
      queryFn: async ({ signal }) => ShippingRule.parse(await api.get("/api/shipping", signal)),
    }),
  );
}

/** PUT /api/admin/settings/shipping (admin only); answers the message and the rule as stored. */
export function useSaveShippingRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rule: ShippingRule) =>
      Message.extend(ShippingRule.shape).parse(await api.put("/api/admin/settings/shipping", rule)),
    onSuccess: () => client.invalidateQueries({ queryKey: homeKeys.shipping() }),
  });
}

const BudgetTile = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  max_price: z.number(),
  image: z.string().nullable(),
  button_text: z.string(),
});
export type BudgetTile = z.infer<typeof BudgetTile>;

export function useBudgetTiles() {
  return useQuery(
    queryOptions({
      queryKey: homeKeys.budget(),
      queryFn: async ({ signal }) => z.array(BudgetTile).parse(await api.get("/api/admin/budget", signal)),
    }),
  );
}

export type BudgetTileInput = {
  id: number | null;
  name: string;
  max_price: string;
  button_text: string;
  category: string;
  image: File | null;
};

export function useSaveBudgetTile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: BudgetTileInput) => {
      const form = new FormData();
      form.append("id", values.id === null ? "" : String(values.id));
      form.append("name", values.name);
      form.append("max_price", values.max_price);
      form.append("button_text", values.button_text);
      form.append("category", values.category);
      if (values.image) form.append("image", values.image);
      return BudgetTile.parse(await apiFetch("/api/admin/budget", { method: "POST", body: form }));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: homeKeys.budget() }),
  });
}

export function useDeleteBudgetTile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => Message.parse(await api.delete(`/api/admin/budget/${id}`)),
    onSuccess: () => client.invalidateQueries({ queryKey: homeKeys.budget() }),
  });
}

const SectionOne = z.object({
  section: z.literal(1),
  image: z.string().nullable(),
  heading: z.string(),
  sub_heading: z.string(),
});
const SectionTwo = SectionOne.extend({
  section: z.literal(2),
  sub_text: z.string(),
  category: z.string(),
  button_text: z.string(),
});
export type HomeSections = { one: z.infer<typeof SectionOne> | null; two: z.infer<typeof SectionTwo> | null };

export function useHomeSections() {
  return useQuery(
    queryOptions({
      queryKey: homeKeys.sections(),
      queryFn: async ({ signal }): Promise<HomeSections> => {
        const list = z
          .array(z.discriminatedUnion("section", [SectionOne, SectionTwo]))
          .parse(await api.get("/api/admin/home-sections", signal));
        return {
          one: list.find((entry) => entry.section === 1) ?? null,
          two: (list.find((entry) => entry.section === 2) as z.infer<typeof SectionTwo> | undefined) ?? null,
        };
      },
    }),
  );
}

/** POST /api/admin/home-section1 or -section2 with the text fields and, when chosen, a new picture. */
export function useSaveHomeSection(section: 1 | 2) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ image, ...fields }: Record<string, string> & { image?: File | null }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (image) form.append("image", image);
      return Message.parse(
        await apiFetch(`/api/admin/home-section${section}`, { method: "POST", body: form }),
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: homeKeys.sections() }),
  });
}

type CategoryNode = { name: string; subcategories?: CategoryNode[] };

/** Category names for the link fields' suggestions (the storefront's menu tree, flattened). */
export function useCategoryNames() {
  return useQuery(
    queryOptions({
      queryKey: homeKeys.categories(),
      queryFn: async ({ signal }) => {
        const tree = (await api.get<CategoryNode[]>("/api/categories", signal)) ?? [];
        const names = new Set<string>();
        const walk = (nodes: CategoryNode[]) => {
          for (const node of nodes) {
            names.add(node.name);
            walk(node.subcategories ?? []);
          }
        };
        walk(tree);
        return [...names].sort((a, b) => a.localeCompare(b));
      },
      staleTime: 5 * 60_000,
    }),
  );
}
