import type { Profile } from "@boutique/shared/schemas/measurement-profile";
import type { ProductDetail } from "@boutique/shared/schemas/product-detail";
import { type ApiFetch, requestJson } from "@storefront/lib/api-client";

export type MannequinTag = "Women" | "Men";

/** Spec §8 success popup of the Done button. */
export const CUSTOM_SIZE_SAVED = "Custom size data saved successfully!";

/**
 * The figure the page shows. Kids have no figure of their own: girls' pieces use the women's and
 * boys' the men's, told apart by the product name the catalogue gives them ("Girls Lehenga Choli").
 */
export function mannequinTag(product: Pick<ProductDetail, "name" | "category">): MannequinTag {
  const { tag } = product.category;
  if (tag === "Women" || tag === "Men") return tag;
  return /\bgirls?\b/i.test(`${product.name} ${product.category.name}`) ? "Women" : "Men";
}

/** GET /api/products/customizationImages/{tag}: measurement name → image file. */
export async function getCustomizationImages(
  api: ApiFetch,
  tag: MannequinTag,
): Promise<Record<string, string>> {
  try {
    const map = await requestJson<Record<string, unknown>>(api, `/api/products/customizationImages/${tag}`);
    return Object.fromEntries(
      Object.entries(map ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch (error) {
    // The page still takes measurements with the plain figure (spec §8: network errors are logged).
    console.error("storefront: customization images failed:", error instanceof Error ? error.message : error);
    return {};
  }
}

/** The picture for a measurement, matched without regard to case ("sleeve length" = "Sleeve Length"). */
export function imageFor(images: Record<string, string>, measurement: string): string | null {
  const wanted = measurement.trim().toLowerCase();
  for (const [name, file] of Object.entries(images)) if (name.trim().toLowerCase() === wanted) return file;
  return null;
}

export type CustomizationImages = Record<string, string>;

/** GET /api/account/measurements: the signed-in shopper's measurement profiles (issue 27 §2). */
export async function listProfiles(api: ApiFetch): Promise<Profile[]> {
  return (await requestJson<{ profiles: Profile[] }>(api, "/api/account/measurements")).profiles;
}
