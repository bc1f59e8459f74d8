import { rupeesToPaise } from "@boutique/shared/pricing/currency";
import { DEFAULT_DOMESTIC_SHIPPING, type DomesticShippingRule } from "@boutique/shared/pricing/shipping";
import type {
  CartAnswer,
  CartLine,
  CartQuoteAnswer,
  CartQuoteItem,
  CartTotals,
  Customization,
  WishlistAnswer,
  WishlistLine,
} from "@boutique/shared/schemas/cart";
import { ApiError, type ApiFetch, asList, jsonInit, requestJson } from "@storefront/lib/api-client";
import { settle } from "@storefront/lib/loader-helpers";
import type { z } from "zod";

// The signed-in shopper's cart and wishlist (spec §7). `:id` is the colour variant id for adds and
// the wishlist, the cart line id (`cart_id`) for plus, minus and remove (decision 008).

/** The choices as the browser sends them (before the schema upper-cases colour codes). */
export type CustomizationInput = z.input<typeof Customization>;

export function getCart(api: ApiFetch): Promise<CartAnswer> {
  return requestJson<CartAnswer>(api, "/api/items/cart");
}

export function addCartItem(
  api: ApiFetch,
  variantId: number,
  body: { size?: string; customization?: CustomizationInput },
): Promise<CartAnswer> {
  return requestJson<CartAnswer>(api, `/api/items/cart/${variantId}`, jsonInit("POST", body));
}

export function changeCartLine(api: ApiFetch, cartId: number, step: "i" | "d"): Promise<CartAnswer> {
  return requestJson<CartAnswer>(api, `/api/items/cart/${step}/${cartId}`, { method: "PUT" });
}

export function removeCartLine(api: ApiFetch, cartId: number): Promise<CartAnswer> {
  return requestJson<CartAnswer>(api, `/api/items/cart/${cartId}`, { method: "DELETE" });
}

/**
 * POST /api/items/cart/quote: a guest's browser cart (or the Buy Now line) priced by the server, with the
 * same lines and totals a signed-in cart answers; `cart_id` of each line is its item's position.
 */
export function quoteCart(
  api: ApiFetch,
  items: CartQuoteItem[],
  signal?: AbortSignal,
): Promise<CartQuoteAnswer> {
  return requestJson<CartQuoteAnswer>(api, "/api/items/cart/quote", {
    ...jsonInit("POST", { cart_items: items }),
    signal,
  });
}

export function getWishlist(api: ApiFetch): Promise<WishlistAnswer> {
  return requestJson<WishlistAnswer>(api, "/api/items/wishlist");
}

/**
 * GET /api/shipping: the domestic shipping rule an admin set (decision 007), in paise; the defaults
 * when the read fails (spec §8: the page still shows what it can).
 */
export async function getShippingRule(api: ApiFetch): Promise<DomesticShippingRule> {
  const rule = await requestJson<{ domestic_flat: number; domestic_free_from: number }>(api, "/api/shipping");
  return {
    flatPaise: rupeesToPaise(rule.domestic_flat),
    freeFromPaise: rupeesToPaise(rule.domestic_free_from),
  };
}

export const shippingRuleOrDefault = (api: ApiFetch) =>
  settle("shipping", getShippingRule(api), DEFAULT_DOMESTIC_SHIPPING);

/** A signed-in shopper's two lists and the cart's totals, as the root loader hands them to the first render. */
export type ShopperLists = { cart: CartLine[]; cartTotals: CartTotals | null; wishlist: WishlistLine[] };

/** Null when the session has ended (401): the shopper is a guest again. */
export async function getShopperLists(api: ApiFetch): Promise<ShopperLists | null> {
  try {
    const [cart, wishlist] = await Promise.all([getCart(api), getWishlist(api)]);
    return { cart: cart.data, cartTotals: cart.totals ?? null, wishlist: wishlist.data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function addWishlistItem(api: ApiFetch, variantId: number, size?: string): Promise<WishlistAnswer> {
  return requestJson<WishlistAnswer>(
    api,
    `/api/items/wishlist/${variantId}`,
    jsonInit("POST", size ? { size } : {}),
  );
}

export function removeWishlistItem(api: ApiFetch, variantId: number): Promise<WishlistAnswer> {
  return requestJson<WishlistAnswer>(api, `/api/items/wishlist/${variantId}`, { method: "DELETE" });
}

/** PUT moves the saved colour into the cart (spec §4), answering the remaining wishlist. */
export function moveWishlistItemToCart(api: ApiFetch, variantId: number): Promise<WishlistAnswer> {
  return requestJson<WishlistAnswer>(api, `/api/items/wishlist/${variantId}`, jsonInit("PUT", {}));
}

export type PageBanner = { image: string; url: string | null };

/** GET /api/banner/cart: the first banner's image and link, or null. */
export function getCartBanner(api: ApiFetch): Promise<PageBanner | null> {
  return getPageBanner(api, "cart");
}

/** GET /api/banner/{cart|checkout}: the first banner's image and link (spec §7), or null. */
export async function getPageBanner(api: ApiFetch, slot: "cart" | "checkout"): Promise<PageBanner | null> {
  const first = asList<Record<string, unknown>>(await requestJson<unknown>(api, `/api/banner/${slot}`))[0];
  if (!first) return null;
  const image =
    typeof first.image === "string" ? first.image : typeof first.name === "string" ? first.name : null;
  if (!image) return null;
  return { image, url: typeof first.url === "string" && first.url ? first.url : null };
}
