import {
  ApiError,
  type ApiFetch,
  asList,
  jsonInit,
  pickFields,
  requestJson,
} from "@storefront/lib/api-client";
import { settle } from "@storefront/lib/loader-helpers";
import type { Section } from "@storefront/lib/section";

export type Banner = { id: number; name: string; url: string; tag?: string | null };
export type MediaLink = { id: number; name: string; url: string };
export type BudgetTile = {
  id: number;
  name: string;
  category: string;
  max_price: number;
  image: string | null;
  button_text: string;
};
export type HomeSectionOne = { section: 1; image: string | null; heading: string; sub_heading: string };
export type HomeSectionTwo = {
  section: 2;
  image: string | null;
  heading: string;
  sub_heading: string;
  sub_text: string;
  category: string;
  button_text: string;
};
export type Testimonial = { id: number; name: string; description: string; image: string | null };
/** The fields of GET /api/products/trending the home page shows. */
export type TrendingProduct = {
  id: number;
  product_id?: number;
  name: string;
  image: string | null;
  category?: string;
  regular_price: number;
  selling_price: number;
};
export type InstagramBlock = { images: MediaLink[]; followers: string | null; handle: string | null };

export type HomeContent = {
  banners: { desktop: Banner[]; mobile: Banner[] };
  tagBanners: Banner[];
  budget: BudgetTile[];
  sections: { one: HomeSectionOne | null; two: HomeSectionTwo | null };
  trending: TrendingProduct[];
  videos: MediaLink[];
  testimonials: Testimonial[];
  instagram: InstagramBlock;
};

const list = async <T>(api: ApiFetch, path: string) => asList<T>(await requestJson<unknown>(api, path));

/** Everything below the header, one call per part; a failing part is logged and left out (spec §8). */
export async function getHomeContent(api: ApiFetch, section: Section): Promise<HomeContent> {
  const [desktop, mobile, tagBanners, budget, sections, trending, videos, testimonials, insta, marquee] =
    await Promise.all([
      settle("banner", list<Banner>(api, "/api/banner"), []),
      settle("mobile-banner", list<Banner>(api, "/api/mobile-banner"), []),
      settle(`banner/tag/${section}`, list<Banner>(api, `/api/banner/tag/${section}`), []),
      settle("budget", list<BudgetTile>(api, "/api/budget"), []),
      settle("home-sections", list<HomeSectionOne | HomeSectionTwo>(api, "/api/home-sections"), []),
      settle("products/trending", listTrendingProducts(api), []),
      settle("trendingvideos/home", list<MediaLink>(api, "/api/trendingvideos/home"), []),
      settle("testimonials", list<Testimonial>(api, "/api/testimonials"), []),
      settle("instaImage/home", list<MediaLink>(api, "/api/instaImage/home"), []),
      settle("marque", list<{ value?: unknown }>(api, "/api/marque"), []),
    ]);
  const text = (index: number) => {
    const value = marquee[index]?.value;
    return typeof value === "string" && value.trim() ? value.trim() : null;
  };
  return {
    banners: { desktop, mobile },
    tagBanners,
    budget,
    sections: {
      one: sections.find((entry): entry is HomeSectionOne => entry.section === 1) ?? null,
      two: sections.find((entry): entry is HomeSectionTwo => entry.section === 2) ?? null,
    },
    trending,
    videos,
    testimonials,
    // Spec §3: marquee index 2 is the follower count, 3 the Instagram handle.
    instagram: { images: insta, followers: text(2), handle: text(3) },
  };
}

const TRENDING_FIELDS = [
  "id",
  "product_id",
  "name",
  "image",
  "category",
  "regular_price",
  "selling_price",
] as const satisfies readonly (keyof TrendingProduct)[];

/** GET /api/products/trending; products without a name or price are left out rather than shown broken. */
async function listTrendingProducts(api: ApiFetch): Promise<TrendingProduct[]> {
  try {
    const products = await list<TrendingProduct>(api, "/api/products/trending");
    // Only the fields the cards show: the rows also carry descriptions.
    return products
      .filter((product) => typeof product?.name === "string" && typeof product.selling_price === "number")
      .map((product) => pickFields(product, TRENDING_FIELDS));
  } catch (error) {
    // The endpoint may not be deployed yet; the section simply stays hidden.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** POST /api/enquiry: answers the API's message, or throws an ApiError with it. */
export async function submitEnquiry(api: ApiFetch, mobile: string): Promise<string> {
  const body = await requestJson<{ message?: string }>(api, "/api/enquiry", jsonInit("POST", { mobile }));
  return body?.message ?? "Enquiry Submitted";
}

export function productHref(product: Pick<TrendingProduct, "name" | "id">): string {
  return `/singleproduct/${encodeURIComponent(product.name)}/p/${encodeURIComponent(String(product.id))}`;
}

/** Spec §2: /category/{cat}?maxPrice= */
export function budgetHref(tile: Pick<BudgetTile, "category" | "max_price">): string {
  return `/category/${encodeURIComponent(tile.category || "Bestseller")}?maxPrice=${tile.max_price}`;
}
