/**
 * Changes to the shopper's cart lines and wishlist (spec §2-§5); the store they change, and the hooks that
 * read it, are in cart-store.ts; a new line is added by cart-add.ts. Product and category pages call these
 * through useCartActions (use-cart-actions.ts), which loads them on the first press; the cart and wishlist
 * pages import this module.
 *
 *   await addToCart({                // cart-add.ts
 *     variantId: 42,                 // the colour's id (decision 008), never the product id
 *     size: "M",                     // XS..XXL or "Free"; leave out for one-size items
 *     customization: {               // optional, strict keys (packages/shared/src/schemas/cart.ts):
 *       turbanLength: 5, Pico: 1, Fabric: "Rubia",              // turbans
 *       fabricLength: 2.5, colorChange: "Yes", selectedColor: "L12",  // fabrics
 *       lehengaWaist: "3", height: "5ft4", ...                   // sizing choices
 *       measurements: { Bust: 34, Waist: 28 }, specialInstructions: "…",  // custom size page
 *     },
 *     quantity: 2,                   // optional, default 1; capped at the stock
 *     display: {                     // what a guest's cart shows until sign-in (the server reprices)
 *       productId: 7, name: "…", image: "file.webp", category: "Suits", color: "Red",
 *       kind: "piece" | "turban" | "fabric", sellingPrice: 12499 (rupees, one piece/metre; shown nowhere:
 *       the cart pages show the server's prices),
 *       availableQuantity: 3 (stock of that size), weight: 800 (grams, optional),
 *     },
 *   });
 *   // → { ok: true, message: "Product added to cart" } or { ok: false, message }.
 *   //   Guests: the line goes to localStorage `cartItems` (sent as cart_items on sign-in, then cleared).
 *   //   Signed in: POST /api/items/cart/:variantId.
 *   changeQuantity(line, "i" | "d"), removeFromCart(line), addToWishlist(variantId, size?),
 *   removeFromWishlist(variantId), moveWishlistToCart(variantId), moveCartLineToWishlist(line)
 */
import { CART_MESSAGES, onlyAvailableMessage } from "@boutique/shared/schemas/cart-messages";
import { ApiError, browserApi } from "@storefront/lib/api-client";
import * as cartApi from "./api";
import {
  type CartItemView,
  type CartResult,
  countServerChange,
  serverCart,
  setGuestCart,
  setState,
} from "./cart-store";
import { readGuestCart } from "./guest-cart";

export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : "Something went wrong. Please try again.";
}

/** Plus stops at the stock ('Only {n} quantity available.'), minus at 1 (spec §5). */
export async function changeQuantity(item: CartItemView, step: "i" | "d"): Promise<CartResult> {
  if (step === "i" && item.quantity >= item.available_quantity) {
    return { ok: false, message: onlyAvailableMessage(item.available_quantity) };
  }
  if (step === "d" && item.quantity <= 1) return { ok: true, message: "" };
  if (item.cartId !== null) {
    try {
      countServerChange();
      const answer = await cartApi.changeCartLine(browserApi, item.cartId, step);
      setState(serverCart(answer));
      return { ok: true, message: answer.message ?? CART_MESSAGES.updated };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  }
  setGuestCart(
    readGuestCart().map((line) =>
      line.key === item.key ? { ...line, quantity: line.quantity + (step === "i" ? 1 : -1) } : line,
    ),
  );
  return { ok: true, message: CART_MESSAGES.updated };
}

export async function removeFromCart(item: CartItemView): Promise<CartResult> {
  if (item.cartId !== null) {
    try {
      countServerChange();
      const answer = await cartApi.removeCartLine(browserApi, item.cartId);
      setState(serverCart(answer));
      return { ok: true, message: answer.message ?? CART_MESSAGES.removed };
    } catch (error) {
      return { ok: false, message: messageOf(error) };
    }
  }
  setGuestCart(readGuestCart().filter((line) => line.key !== item.key));
  return { ok: true, message: CART_MESSAGES.removed };
}

export async function addToWishlist(variantId: number, size?: string): Promise<CartResult> {
  try {
    countServerChange();
    const answer = await cartApi.addWishlistItem(browserApi, variantId, size);
    setState({ wishlist: answer.data });
    return { ok: true, message: answer.message ?? CART_MESSAGES.wishlistAdded };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

export async function removeFromWishlist(variantId: number): Promise<CartResult> {
  try {
    countServerChange();
    const answer = await cartApi.removeWishlistItem(browserApi, variantId);
    setState({ wishlist: answer.data });
    return { ok: true, message: answer.message ?? CART_MESSAGES.wishlistRemoved };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

/** Spec §4: move by a PUT, then refresh the cart. */
export async function moveWishlistToCart(variantId: number): Promise<CartResult> {
  try {
    countServerChange();
    const answer = await cartApi.moveWishlistItemToCart(browserApi, variantId);
    const cart = await cartApi.getCart(browserApi);
    setState({ wishlist: answer.data, ...serverCart(cart) });
    return { ok: true, message: answer.message ?? CART_MESSAGES.movedToCart };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

/** Move To Wishlist (signed in only): saved first, then taken off the cart, so nothing is lost. */
export async function moveCartLineToWishlist(item: CartItemView): Promise<CartResult> {
  const saved = await addToWishlist(item.id, item.size);
  if (!saved.ok) return saved;
  const removed = await removeFromCart(item);
  return removed.ok ? { ok: true, message: "Product moved to Wishlist" } : removed;
}
