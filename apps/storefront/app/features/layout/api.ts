import type { ShopProfile } from "@boutique/shared/schemas/shop-profile-words";
import { type ApiFetch, asList, requestJson } from "@storefront/lib/api-client";

/** GET /api/marque: index 0 is the header's scrolling text. */
export async function getHeaderMarquee(api: ApiFetch): Promise<string | null> {
  const first = asList<unknown>(await requestJson<unknown>(api, "/api/marque"))[0];
  if (typeof first === "string") return first || null;
  if (first && typeof first === "object") {
    for (const key of ["value", "text", "name", "title"]) {
      const value = (first as Record<string, unknown>)[key];
      if (typeof value === "string" && value) return value;
    }
  }
  return null;
}

/** GET /api/shop: the shop's name, address and how to reach it, as staff keep them (issue 26 §5). */
export function getShopProfile(api: ApiFetch): Promise<ShopProfile> {
  return requestJson<ShopProfile>(api, "/api/shop");
}
